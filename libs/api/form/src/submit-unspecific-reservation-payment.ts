import type { FormPayload } from '@carweb/api-contracts';
import { contract, type ApiContext, type FormSubmitOptions } from '@carweb/api-http';
import { postLeadForm } from './post-lead-form';

/** POST reservation-unspecific-payment: reserve a configuration with payment */
export function submitUnspecificReservationPayment(
  ctx: ApiContext,
  payload: FormPayload<'reservation-unspecific-payment'>,
  options?: FormSubmitOptions,
) {
  return postLeadForm(ctx, 'reservation-unspecific-payment', payload, contract('reservationPaymentResponseSchema'), options);
}
