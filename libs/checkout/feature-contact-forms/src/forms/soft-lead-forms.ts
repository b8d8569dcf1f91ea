import { formEngineMessages, type FieldSpec, type LeadFormDefinition } from '@carweb/checkout-form-engine';
import { messages } from '../messages';

/** The soft lead's own contract (SPEC §7 `soft-lead/submit`): e-mail, names optional, no gender or phone. */
const emailFields: FieldSpec[] = [
  { name: 'email', kind: 'email', label: formEngineMessages.email, required: true, autoComplete: 'email', wide: true },
  { name: 'firstName', kind: 'text', label: formEngineMessages.firstName, maxLength: 60, autoComplete: 'given-name' },
  { name: 'lastName', kind: 'text', label: formEngineMessages.lastName, maxLength: 60, autoComplete: 'family-name' },
];
const privacyField: FieldSpec = {
  name: 'privacyAccepted',
  kind: 'checkbox',
  label: formEngineMessages.privacy,
  required: true,
  wide: true,
};

/** What the soft-lead call is told about where the lead comes from (`source`). */
export const SOFT_LEAD_SOURCES = { newsletter: 'newsletter', softLead: 'soft-lead', searchAlert: 'search-alert' } as const;

/** What the newsletter page adds to the typed payload (the same in the browser and in the action). */
export const newsletterFixed = (dealerId: number) => ({ dealerId, newsletter: true, source: SOFT_LEAD_SOURCES.newsletter });

/** What the soft-lead page adds to the typed payload. */
export const softLeadFixed = (dealerId: number) => ({ dealerId, source: SOFT_LEAD_SOURCES.softLead });

/**
 * Newsletter (newsletterCheckoutPage): SPEC §7 has `soft-lead/submit` with a `newsletter` flag for it
 * (the brand-specific emilfrey newsletter is emilfrey's own). The page adds the dealer, the flag and the source.
 */
export const newsletterForm: LeadFormDefinition = {
  id: 'newsletter',
  path: 'soft-lead/submit',
  steps: [{ id: 'details', title: messages.stepYourDetails, fields: [...emailFields, privacyField] }],
  tracking: { checkout: 'newsletter', steps: [1], confirmation: 2 },
};

/** The model of interest: options from the model service (the first: no particular model). */
const modelField: FieldSpec = { name: 'modelId', kind: 'select', label: messages.modelOfInterest, numeric: true, wide: true, options: [] };

/** Soft lead (softleadCheckoutPage, SPEC §7 `soft-lead/submit`): an e-mail address, a model of interest, the newsletter if wished. */
export const softLeadForm: LeadFormDefinition = {
  id: 'soft-lead',
  path: 'soft-lead/submit',
  steps: [
    {
      id: 'details',
      title: messages.stepYourDetails,
      fields: [
        ...emailFields,
        modelField,
        { name: 'newsletter', kind: 'checkbox', label: messages.newsletterOptIn, wide: true },
        privacyField,
      ],
    },
  ],
  tracking: { checkout: 'soft_lead', steps: [1], confirmation: 2 },
};
