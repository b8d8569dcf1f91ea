import type { MessageId } from '@carweb/shared-util-i18n';
import type { BrandLeadFormId } from '../forms/brand-form-definitions';
import { messages } from '../messages';

/** What a brand form's page says: its title and introduction (with `{brand}`), its thanks (with `{dealerName}`), its button. */
export interface BrandFormTexts {
  title: MessageId;
  intro: MessageId;
  thanks: MessageId;
  submit?: MessageId;
}

const contact: BrandFormTexts = { title: messages.contactTitle, intro: messages.contactIntro, thanks: messages.contactThanks };

export const BRAND_FORM_TEXTS: Record<BrandLeadFormId, BrandFormTexts> = {
  'suzuki/contact': contact,
  'zeekr/contact': contact,
  'emilfrey/contact': contact,
  'zeekr/model-test-drive': {
    title: messages.testDriveTitle,
    intro: messages.testDriveIntro,
    thanks: messages.testDriveThanks,
    submit: messages.testDriveSubmit,
  },
  'emilfrey/newsletter': {
    title: messages.newsletterTitle,
    intro: messages.newsletterIntro,
    thanks: messages.newsletterThanks,
    submit: messages.newsletterSubmit,
  },
  'multilease/change-address': {
    title: messages.changeOfAddressTitle,
    intro: messages.changeOfAddressIntro,
    thanks: messages.changeOfAddressThanks,
    submit: messages.changeOfAddressSubmit,
  },
  'multilease/change-name': {
    title: messages.changeOfNameTitle,
    intro: messages.changeOfNameIntro,
    thanks: messages.changeOfNameThanks,
    submit: messages.changeOfNameSubmit,
  },
  'multilease/leasing-liabilities': {
    title: messages.leasingLiabilitiesTitle,
    intro: messages.leasingLiabilitiesIntro,
    thanks: messages.leasingLiabilitiesThanks,
    submit: messages.leasingLiabilitiesSubmit,
  },
  'multilease/my-payments': {
    title: messages.myPaymentsTitle,
    intro: messages.myPaymentsIntro,
    thanks: messages.myPaymentsThanks,
    submit: messages.myPaymentsSubmit,
  },
  'multilease/order-payment-slip': {
    title: messages.paymentSlipTitle,
    intro: messages.paymentSlipIntro,
    thanks: messages.paymentSlipThanks,
    submit: messages.paymentSlipSubmit,
  },
};
