import { closingFields, contactFields, formEngineMessages, wishDateField, type LeadFormDefinition } from '@carweb/checkout-form-engine';
import { messages } from '../messages';

/** Appointment (appointmentCheckoutPage): contact data, wish date, thanks; SPEC §9 tracking 1 and 2. */
export const appointmentForm: LeadFormDefinition = {
  id: 'appointment',
  path: 'appointment',
  steps: [
    { id: 'contact', title: formEngineMessages.stepContact, fields: contactFields() },
    { id: 'wish-date', title: messages.stepWishDate, fields: [wishDateField(), ...closingFields()] },
  ],
  // one checkout step over two form pages is pushed once (decision 0019)
  tracking: { checkout: 'appointment', steps: [1, 1], confirmation: 2, kiaVariant: true },
};
