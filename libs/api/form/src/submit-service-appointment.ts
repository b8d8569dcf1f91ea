import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { FormPayload } from '@carweb/api-contracts';
import { contract, useApiContext, type ApiContext, type FormSubmitOptions } from '@carweb/api-http';
import { postLeadForm, type LeadSubmission } from './post-lead-form';

/** POST service: the workshop appointment; the answer carries the check-in hash */
export function submitServiceAppointment(ctx: ApiContext, payload: FormPayload<'service'>, options?: FormSubmitOptions) {
  return postLeadForm(ctx, 'service', payload, contract('serviceFormResponseSchema'), options);
}

export function serviceAppointmentMutation(ctx: ApiContext) {
  return mutationOptions({
    mutationKey: ['form', 'service', ctx.locale],
    mutationFn: ({ payload, idempotencyKey }: LeadSubmission<'service'>) => submitServiceAppointment(ctx, payload, { idempotencyKey }),
  });
}

export function useSubmitServiceAppointment() {
  return useMutation(serviceAppointmentMutation(useApiContext()));
}
