import type { FormPayload } from '@carweb/api-contracts';
import { contract, type ApiContext, type FormSubmitOptions } from '@carweb/api-http';
import { postLeadForm } from './post-lead-form';

/** POST model-offer-form: an offer for a configured model */
export function submitModelOffer(ctx: ApiContext, payload: FormPayload<'model-offer-form'>, options?: FormSubmitOptions) {
  return postLeadForm(ctx, 'model-offer-form', payload, contract('formSubmitResponseSchema'), options);
}
