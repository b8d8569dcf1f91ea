import type { FormPayload } from '@carweb/api-contracts';
import { contract, type ApiContext, type FormSubmitOptions } from '@carweb/api-http';
import { postLeadForm } from './post-lead-form';

/** POST soft-lead/submit: a soft lead (e-mail only) */
export function submitSoftLead(ctx: ApiContext, payload: FormPayload<'soft-lead/submit'>, options?: FormSubmitOptions) {
  return postLeadForm(ctx, 'soft-lead/submit', payload, contract('formSubmitResponseSchema'), options);
}
