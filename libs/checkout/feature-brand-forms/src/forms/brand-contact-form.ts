import { contactFields, formEngineMessages, type BrandFormDefinition, type FieldSpec } from '@carweb/checkout-form-engine';
import { messages } from '../messages';

/** The brands whose own contact form (SPEC §7 `contact` under {brand}.ch) a site can offer. */
export type ContactBrand = 'suzuki' | 'zeekr' | 'emilfrey';

/** The request: subject, message, and a dealer of the brand only if it concerns one (the page supplies the dealers). */
const requestFields = (): FieldSpec[] => [
  { name: 'subject', kind: 'text', label: messages.subject, required: true, maxLength: 120, wide: true },
  { name: 'message', kind: 'textarea', label: formEngineMessages.message, required: true, maxLength: 2000, wide: true },
  { name: 'dealerId', kind: 'select', label: messages.dealer, hint: messages.dealerHint, numeric: true, wide: true, options: [] },
];

/**
 * A brand's own contact form (SPEC §7 brand-specific POST `contact`): the request, then contact data
 * and the privacy notice. It takes the place of the corporate contact on the brand's site.
 */
export const brandContactForm = (brand: ContactBrand): BrandFormDefinition => ({
  id: `${brand}-contact`,
  brandAction: { brand, action: 'contact' },
  steps: [
    { id: 'request', title: messages.stepRequest, fields: requestFields() },
    {
      id: 'contact',
      title: formEngineMessages.stepContact,
      fields: [
        ...contactFields(),
        { name: 'privacyAccepted', kind: 'checkbox', label: formEngineMessages.privacy, required: true, wide: true },
      ],
    },
  ],
  tracking: { checkout: `${brand}_contact`, steps: [1, 2], confirmation: 3 },
});
