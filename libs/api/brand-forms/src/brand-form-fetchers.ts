import type { ApiContext, FormSubmitOptions } from '@carweb/api-http';
import type { BrandFormAction, BrandFormPayload, FormBrand } from './post-brand-form';
import { submitEmilfreyContact } from './submit-emilfrey-contact';
import { submitEmilfreyNewsletter } from './submit-emilfrey-newsletter';
import { submitMultileaseChangeAddress } from './submit-multilease-change-address';
import { submitMultileaseChangeName } from './submit-multilease-change-name';
import { submitMultileaseLeasingLiabilities } from './submit-multilease-leasing-liabilities';
import { submitMultileaseMyPayments } from './submit-multilease-my-payments';
import { submitMultileasePaymentSlipOrder } from './submit-multilease-order-payment-slip';
import { submitSuzukiContact } from './submit-suzuki-contact';
import { submitZeekrContact } from './submit-zeekr-contact';
import { submitZeekrModelTestDrive } from './submit-zeekr-model-test-drive';

/** A brand-specific POST: the payload of its contract, the idempotency key of the attempt, the parsed answer. */
export type BrandFormFetcher<B extends FormBrand, A extends BrandFormAction<B>> = (
  ctx: ApiContext,
  payload: BrandFormPayload<B, A>,
  options?: FormSubmitOptions,
) => Promise<unknown>;

/**
 * The fetcher of each brand-specific POST of SPEC §7, by brand and action: a brand form's `brandAction` (decision 0019)
 * is sent by this fetcher and no other — suzuki contact by submitSuzukiContact (submit-suzuki-contact.ts), etc.
 */
export const BRAND_FORM_FETCHERS = {
  multilease: {
    'change-address': submitMultileaseChangeAddress,
    'change-name': submitMultileaseChangeName,
    'leasing-liabilities': submitMultileaseLeasingLiabilities,
    'my-payments': submitMultileaseMyPayments,
    'order-payment-slip': submitMultileasePaymentSlipOrder,
  },
  suzuki: { contact: submitSuzukiContact },
  zeekr: { contact: submitZeekrContact, 'model-test-drive': submitZeekrModelTestDrive },
  emilfrey: { contact: submitEmilfreyContact, newsletter: submitEmilfreyNewsletter },
} as const satisfies { [B in FormBrand]: { [A in BrandFormAction<B>]: BrandFormFetcher<B, A> } };
