import type { FormPayload } from '@carweb/api-contracts';
import { contract, type ApiContext, type FormSubmitOptions } from '@carweb/api-http';
import { postLeadForm } from './post-lead-form';

/** POST contact-corporate: the corporate contact form */
export function submitCorporateContact(ctx: ApiContext, payload: FormPayload<'contact-corporate'>, options?: FormSubmitOptions) {
  return postLeadForm(ctx, 'contact-corporate', payload, contract('formSubmitResponseSchema'), options);
}
