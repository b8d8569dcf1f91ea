import type { FormPayload } from '@carweb/api-contracts';
import { contract, type ApiContext, type FormSubmitOptions } from '@carweb/api-http';
import { postLeadForm } from './post-lead-form';

/** POST appointment: a sales appointment */
export function submitAppointment(ctx: ApiContext, payload: FormPayload<'appointment'>, options?: FormSubmitOptions) {
  return postLeadForm(ctx, 'appointment', payload, contract('formSubmitResponseSchema'), options);
}
