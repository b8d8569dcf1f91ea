import { formEngineMessages, type BrandFormDefinition, type FieldOption } from '@carweb/checkout-form-engine';
import { messages } from '../messages';

/** The makes Emil Frey sells in Switzerland among the spec's brands (SPEC §1), as its newsletter offers them; names stay as they are. */
export const NEWSLETTER_BRANDS: FieldOption[] = [
  { value: 'toyota', label: 'Toyota' },
  { value: 'lexus', label: 'Lexus' },
  { value: 'kia', label: 'Kia' },
  { value: 'suzuki', label: 'Suzuki' },
  { value: 'opel', label: 'Opel' },
  { value: 'citroen', label: 'Citroën' },
  { value: 'landrover', label: 'Land Rover' },
  { value: 'jaguar', label: 'Jaguar' },
  { value: 'zeekr', label: 'Zeekr' },
];

/** Emil Frey newsletter (SPEC §7 brand-specific POST emilfrey `newsletter`): e-mail, names if given, brands of interest. */
export const emilfreyNewsletterForm: BrandFormDefinition = {
  id: 'emilfrey-newsletter',
  brandAction: { brand: 'emilfrey', action: 'newsletter' },
  steps: [
    {
      id: 'details',
      title: messages.stepYourDetails,
      fields: [
        { name: 'email', kind: 'email', label: formEngineMessages.email, required: true, autoComplete: 'email', wide: true },
        { name: 'firstName', kind: 'text', label: formEngineMessages.firstName, maxLength: 60, autoComplete: 'given-name' },
        { name: 'lastName', kind: 'text', label: formEngineMessages.lastName, maxLength: 60, autoComplete: 'family-name' },
        { name: 'brands', kind: 'checkboxes', label: messages.newsletterBrands, wide: true, options: NEWSLETTER_BRANDS },
        { name: 'privacyAccepted', kind: 'checkbox', label: formEngineMessages.privacy, required: true, wide: true },
      ],
    },
  ],
  tracking: { checkout: 'emilfrey_newsletter', steps: [1], confirmation: 2 },
};
