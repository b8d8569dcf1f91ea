import { formEngineMessages, type LeadFormDefinition } from '@carweb/checkout-form-engine';
import { messages } from '../messages';
import { SOFT_LEAD_SOURCES } from './soft-lead-forms';

/**
 * Search alert (decision 0049): "tell me when a matching car arrives", a soft lead (SPEC §7 `soft-lead/submit`)
 * with an e-mail address, an optional phone and the privacy notice; the page adds the dealer and the message (the
 * list's filter in words and its URL). One step: the confirmation is the data-layer event of the sent alert.
 */
export const searchAlertForm: LeadFormDefinition = {
  id: 'search-alert',
  path: 'soft-lead/submit',
  steps: [
    {
      id: 'details',
      title: messages.stepYourDetails,
      fields: [
        { name: 'email', kind: 'email', label: formEngineMessages.email, required: true, autoComplete: 'email', wide: true },
        { name: 'phone', kind: 'tel', label: formEngineMessages.phone, hint: formEngineMessages.phoneHint, autoComplete: 'tel-national' },
        { name: 'privacyAccepted', kind: 'checkbox', label: formEngineMessages.privacy, required: true, wide: true },
      ],
    },
  ],
  tracking: { checkout: 'search_alert', steps: [1], confirmation: 2 },
};

/** What the search alert page adds to the typed payload: the dealer (none for the brand-wide market), source, message. */
export const searchAlertFixed = (dealerId: number | undefined, message: string) => ({
  ...(dealerId === undefined ? {} : { dealerId }),
  source: SOFT_LEAD_SOURCES.searchAlert,
  message,
});
