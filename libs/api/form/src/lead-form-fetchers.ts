import type { FormPath, FormPayload } from '@carweb/api-contracts';
import type { ApiContext, FormSubmitOptions } from '@carweb/api-http';
import { submitAppointment } from './submit-appointment';
import { submitBrochureRequest } from './submit-brochure-request';
import { submitBuyingRequest } from './submit-buying-request';
import { submitConfiguratorModelTestDrive } from './submit-configurator-model-test-drive';
import { submitCorporateContact } from './submit-corporate-contact';
import { submitLeasingRequest } from './submit-leasing-request';
import { submitModelOffer } from './submit-model-offer';
import { submitModelTestDrive } from './submit-model-test-drive';
import { submitReservationPayment } from './submit-reservation-payment';
import { submitServiceAppointment } from './submit-service-appointment';
import { submitSoftLead } from './submit-soft-lead';
import { submitSubscription } from './submit-subscription';
import { submitTestDrive } from './submit-test-drive';
import { submitTradeIn } from './submit-trade-in';
import { submitUnspecificReservationPayment } from './submit-unspecific-reservation-payment';

/** A form service POST: the payload of its contract, the idempotency key of the attempt, the parsed answer. */
export type LeadFormFetcher<P extends FormPath> = (
  ctx: ApiContext,
  payload: FormPayload<P>,
  options?: FormSubmitOptions,
) => Promise<unknown>;

/**
 * The fetcher of each form service POST of SPEC §7, by its path: a lead form's `path` (its description, decision 0019)
 * is sent by this fetcher and no other — `service` by submitServiceAppointment (submit-service-appointment.ts), etc.
 */
export const LEAD_FORM_FETCHERS = {
  appointment: submitAppointment,
  'buying-request': submitBuyingRequest,
  'contact-corporate': submitCorporateContact,
  leasing: submitLeasingRequest,
  'model-offer-form': submitModelOffer,
  'model-test-drive': submitModelTestDrive,
  'reservation-payment': submitReservationPayment,
  'reservation-unspecific-payment': submitUnspecificReservationPayment,
  service: submitServiceAppointment,
  subscription: submitSubscription,
  'test-drive': submitTestDrive,
  'trade-in': submitTradeIn,
  brochures: submitBrochureRequest,
  'configurator-model-test-drive': submitConfiguratorModelTestDrive,
  'soft-lead/submit': submitSoftLead,
} as const satisfies { [P in FormPath]: LeadFormFetcher<P> };
