import type { FormPayload } from '@carweb/api-contracts';
import { contract, type ApiContext, type FormSubmitOptions } from '@carweb/api-http';
import { postLeadForm } from './post-lead-form';

/** POST service: the workshop appointment; the answer carries the check-in hash */
export function submitServiceAppointment(ctx: ApiContext, payload: FormPayload<'service'>, options?: FormSubmitOptions) {
  return postLeadForm(ctx, 'service', payload, contract('serviceFormResponseSchema'), options);
}
