import type { FormPayload } from '@carweb/api-contracts';
import { contract, type ApiContext, type FormSubmitOptions } from '@carweb/api-http';
import { postLeadForm } from './post-lead-form';

/** POST reservation-payment: reserve a vehicle with payment; the answer carries the payment session and page */
export function submitReservationPayment(ctx: ApiContext, payload: FormPayload<'reservation-payment'>, options?: FormSubmitOptions) {
  return postLeadForm(ctx, 'reservation-payment', payload, contract('reservationPaymentResponseSchema'), options);
}
