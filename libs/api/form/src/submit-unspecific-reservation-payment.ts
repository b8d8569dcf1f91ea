import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { FormPayload } from '@carweb/api-contracts';
import { contract, useApiContext, type ApiContext, type FormSubmitOptions } from '@carweb/api-http';
import { postLeadForm, type LeadSubmission } from './post-lead-form';

/** POST reservation-unspecific-payment: reserve a configuration with payment */
export function submitUnspecificReservationPayment(
  ctx: ApiContext,
  payload: FormPayload<'reservation-unspecific-payment'>,
  options?: FormSubmitOptions,
) {
  return postLeadForm(ctx, 'reservation-unspecific-payment', payload, contract('reservationPaymentResponseSchema'), options);
}

export function unspecificReservationPaymentMutation(ctx: ApiContext) {
  return mutationOptions({
    mutationKey: ['form', 'reservation-unspecific-payment', ctx.locale],
    mutationFn: ({ payload, idempotencyKey }: LeadSubmission<'reservation-unspecific-payment'>) =>
      submitUnspecificReservationPayment(ctx, payload, { idempotencyKey }),
  });
}

export function useSubmitUnspecificReservationPayment() {
  return useMutation(unspecificReservationPaymentMutation(useApiContext()));
}
