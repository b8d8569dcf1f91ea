import type { BrandFormDefinition } from '@carweb/checkout-form-engine';
import type { BrandFormId } from '@carweb/shared-util-brand';
import { brandContactForm } from './brand-contact-form';
import { emilfreyNewsletterForm } from './emilfrey-newsletter-form';
import { changeOfAddressForm, changeOfNameForm, leasingLiabilitiesForm, myPaymentsForm, paymentSlipForm } from './multilease-forms';
import { zeekrTestDriveForm } from './zeekr-test-drive-form';

/** The brand forms that send a lead (the daily-express lookup only asks). */
export type BrandLeadFormId = Exclude<BrandFormId, 'emilfrey/daily-express'>;

/** Each brand form that sends a lead, by the id the brand config lists it with. */
export const BRAND_FORM_DEFINITIONS: Record<BrandLeadFormId, BrandFormDefinition> = {
  'suzuki/contact': brandContactForm('suzuki'),
  'zeekr/contact': brandContactForm('zeekr'),
  'zeekr/model-test-drive': zeekrTestDriveForm,
  'emilfrey/contact': brandContactForm('emilfrey'),
  'emilfrey/newsletter': emilfreyNewsletterForm,
  'multilease/change-address': changeOfAddressForm,
  'multilease/change-name': changeOfNameForm,
  'multilease/leasing-liabilities': leasingLiabilitiesForm,
  'multilease/my-payments': myPaymentsForm,
  'multilease/order-payment-slip': paymentSlipForm,
};
