import type { FormPayload } from '@carweb/api-contracts';
import { contract, type ApiContext, type FormSubmitOptions } from '@carweb/api-http';
import { postLeadForm } from './post-lead-form';

/** POST brochures: a brochure request */
export function submitBrochureRequest(ctx: ApiContext, payload: FormPayload<'brochures'>, options?: FormSubmitOptions) {
  return postLeadForm(ctx, 'brochures', payload, contract('formSubmitResponseSchema'), options);
}
