import type { FieldSpec } from './lead-form';
import { messages } from './messages';

/** SPEC §3 contact data: gender/customer type (company name for corporate clients), names, email, phone with +41/+49. */
export const contactFields = (): FieldSpec[] => [
  {
    name: 'contact.gender',
    kind: 'radio',
    label: messages.gender,
    required: true,
    wide: true,
    options: [
      { value: 'female', label: messages.genderFemale },
      { value: 'male', label: messages.genderMale },
      { value: 'company', label: messages.genderCompany },
    ],
  },
  { name: 'contact.company', kind: 'text', label: messages.company, hint: messages.companyHint, autoComplete: 'organization', wide: true },
  { name: 'contact.firstName', kind: 'text', label: messages.firstName, required: true, autoComplete: 'given-name' },
  { name: 'contact.lastName', kind: 'text', label: messages.lastName, required: true, autoComplete: 'family-name' },
  { name: 'contact.email', kind: 'email', label: messages.email, required: true, autoComplete: 'email', wide: true },
  {
    name: 'contact.phonePrefix',
    kind: 'select',
    label: messages.phonePrefix,
    required: true,
    autoComplete: 'tel-country-code',
    defaultValue: '+41',
    options: [
      { value: '+41', label: messages.prefixCh },
      { value: '+49', label: messages.prefixDe },
    ],
  },
  { name: 'contact.phone', kind: 'tel', label: messages.phone, hint: messages.phoneHint, required: true, autoComplete: 'tel-national' },
];

/** SPEC §3 address (street, number, zip, city). */
export const addressFields = (): FieldSpec[] => [
  { name: 'address.street', kind: 'text', label: messages.street, required: true, autoComplete: 'address-line1' },
  { name: 'address.number', kind: 'text', label: messages.houseNumber, required: true },
  { name: 'address.zip', kind: 'text', label: messages.zip, required: true, autoComplete: 'postal-code', inputMode: 'numeric' },
  { name: 'address.city', kind: 'text', label: messages.city, required: true, autoComplete: 'address-level2' },
];

/** Preferred contact channels and time (SPEC §3), a message, and the privacy notice every lead acknowledges (SPEC §5). */
export const closingFields = (): FieldSpec[] => [
  {
    name: 'preferredContactChannels',
    kind: 'checkboxes',
    label: messages.channels,
    wide: true,
    options: [
      { value: 'phone', label: messages.channelPhone },
      { value: 'email', label: messages.channelEmail },
      { value: 'mail', label: messages.channelMail },
      { value: 'sms', label: messages.channelSms },
    ],
  },
  {
    name: 'contactTime',
    kind: 'checkboxes',
    label: messages.contactTime,
    wide: true,
    options: [
      { value: 'morning', label: messages.timeMorning },
      { value: 'noon', label: messages.timeNoon },
      { value: 'afternoon', label: messages.timeAfternoon },
    ],
  },
  { name: 'message', kind: 'textarea', label: messages.message, maxLength: 2000, wide: true },
  { name: 'privacyAccepted', kind: 'checkbox', label: messages.privacy, required: true, wide: true },
];

export const wishDateField = (): FieldSpec => ({ name: 'wishDate', kind: 'date', label: messages.wishDate, required: true });
