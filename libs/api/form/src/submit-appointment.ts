import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { FormPayload } from '@carweb/api-contracts';
import { contract, useApiContext, type ApiContext, type FormSubmitOptions } from '@carweb/api-http';
import { postLeadForm, type LeadSubmission } from './post-lead-form';

/** POST appointment: a sales appointment */
export function submitAppointment(ctx: ApiContext, payload: FormPayload<'appointment'>, options?: FormSubmitOptions) {
  return postLeadForm(ctx, 'appointment', payload, contract('formSubmitResponseSchema'), options);
}

export function appointmentMutation(ctx: ApiContext) {
  return mutationOptions({
    mutationKey: ['form', 'appointment', ctx.locale],
    mutationFn: ({ payload, idempotencyKey }: LeadSubmission<'appointment'>) => submitAppointment(ctx, payload, { idempotencyKey }),
  });
}

export function useSubmitAppointment() {
  return useMutation(appointmentMutation(useApiContext()));
}
