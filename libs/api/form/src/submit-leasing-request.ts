import type { FormPayload } from '@carweb/api-contracts';
import { contract, type ApiContext, type FormSubmitOptions } from '@carweb/api-http';
import { postLeadForm } from './post-lead-form';

/** POST leasing: the leasing checkout */
export function submitLeasingRequest(ctx: ApiContext, payload: FormPayload<'leasing'>, options?: FormSubmitOptions) {
  return postLeadForm(ctx, 'leasing', payload, contract('formSubmitResponseSchema'), options);
}
