import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { FormPayload } from '@carweb/api-contracts';
import { contract, useApiContext, type ApiContext, type FormSubmitOptions } from '@carweb/api-http';
import { postLeadForm, type LeadSubmission } from './post-lead-form';

/** POST reservation-payment: reserve a vehicle with payment; the answer carries the payment session and page */
export function submitReservationPayment(ctx: ApiContext, payload: FormPayload<'reservation-payment'>, options?: FormSubmitOptions) {
  return postLeadForm(ctx, 'reservation-payment', payload, contract('reservationPaymentResponseSchema'), options);
}

export function reservationPaymentMutation(ctx: ApiContext) {
  return mutationOptions({
    mutationKey: ['form', 'reservation-payment', ctx.locale],
    mutationFn: ({ payload, idempotencyKey }: LeadSubmission<'reservation-payment'>) =>
      submitReservationPayment(ctx, payload, { idempotencyKey }),
  });
}

export function useSubmitReservationPayment() {
  return useMutation(reservationPaymentMutation(useApiContext()));
}
