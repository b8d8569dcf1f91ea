import { addressFields, closingFields, contactFields, formEngineMessages, type LeadFormDefinition } from '@carweb/checkout-form-engine';
import { messages } from '../messages';

/**
 * Unspecific reservation (SPEC §2 `konfiguration-reservieren`, form type unspecificReservationPaymentForm):
 * a model of the range (with the saved configuration the visitor comes with), contact data and address,
 * then the fee on the payment service's page. SPEC §9 tracking: 1, 2, 3 on the form, 4 at the payment
 * provider, 6 confirmation.
 */
export const configurationReservationForm: LeadFormDefinition = {
  id: 'configuration-reservation',
  path: 'reservation-unspecific-payment',
  steps: [
    {
      id: 'model',
      title: messages.stepModel,
      // the page supplies the model range as options
      fields: [
        {
          name: 'modelId',
          kind: 'select',
          label: messages.reservationModel,
          required: true,
          numeric: true,
          wide: true,
          emptyOption: true,
          options: [],
        },
      ],
    },
    { id: 'contact', title: formEngineMessages.stepContact, fields: [...contactFields(), ...addressFields()] },
    { id: 'payment', title: messages.stepPayment, fields: closingFields() },
  ],
  tracking: { checkout: 'reservation_unspecific', steps: [1, 2, 3], confirmation: 6 },
};
