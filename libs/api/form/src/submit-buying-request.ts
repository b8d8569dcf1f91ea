import type { FormPayload } from '@carweb/api-contracts';
import { contract, type ApiContext, type FormSubmitOptions } from '@carweb/api-http';
import { postLeadForm } from './post-lead-form';

/** POST buying-request: the buy-online checkout */
export function submitBuyingRequest(ctx: ApiContext, payload: FormPayload<'buying-request'>, options?: FormSubmitOptions) {
  return postLeadForm(ctx, 'buying-request', payload, contract('formSubmitResponseSchema'), options);
}
