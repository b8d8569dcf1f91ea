import { closingFields, contactFields, formEngineMessages, type FieldSpec, type LeadFormDefinition } from '@carweb/checkout-form-engine';
import { messages } from '../messages';

const subjectField: FieldSpec = { name: 'subject', kind: 'text', label: messages.subject, required: true, maxLength: 120, wide: true };
const messageField = closingFields().find((field) => field.name === 'message') as FieldSpec;
/** preferred channels, contact time and the privacy notice (SPEC §3, §5); the message is asked with the subject */
const closing = closingFields().filter((field) => field.name !== 'message');

/** The dealer or one of its locations takes the enquiry; the page supplies the options. */
const locationField: FieldSpec = {
  name: 'dealerId',
  kind: 'select',
  label: messages.location,
  required: true,
  numeric: true,
  wide: true,
  options: [],
};

/**
 * Dealer contact (SPEC §1 "contact"): the request (location, subject, message), then contact data,
 * preferred channels and contact time. SPEC §7 has no dealer contact call: it posts `contact-corporate`
 * with the dealer's id (`appointment` would need a wish date the visitor does not have).
 */
export const contactForm: LeadFormDefinition = {
  id: 'contact',
  path: 'contact-corporate',
  steps: [
    { id: 'request', title: messages.stepRequest, fields: [locationField, subjectField, messageField] },
    { id: 'contact', title: formEngineMessages.stepContact, fields: [...contactFields(), ...closing] },
  ],
  tracking: { checkout: 'contact', steps: [1, 2], confirmation: 3 },
};

/** The corporate contact may name a dealer; the first option is "no particular dealer" (dealerId stays absent). */
const corporateDealerField: FieldSpec = {
  name: 'dealerId',
  kind: 'select',
  label: messages.corporateDealer,
  hint: messages.corporateDealerHint,
  numeric: true,
  wide: true,
  options: [],
};

/** Corporate contact (SPEC §7 `contact-corporate`): a site page outside any dealer, a subject, the dealer optional. */
export const corporateContactForm: LeadFormDefinition = {
  id: 'contact-corporate',
  path: 'contact-corporate',
  steps: [
    { id: 'request', title: messages.stepRequest, fields: [subjectField, messageField, corporateDealerField] },
    { id: 'contact', title: formEngineMessages.stepContact, fields: [...contactFields(), ...closing] },
  ],
  tracking: { checkout: 'contact_corporate', steps: [1, 2], confirmation: 3 },
};
