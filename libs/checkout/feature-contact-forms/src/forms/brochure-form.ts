import { addressFields, contactFields, formEngineMessages, type FieldSpec, type LeadFormDefinition } from '@carweb/checkout-form-engine';
import { messages } from '../messages';

/** The models of the dealer's brand (model service); the page supplies them. */
const modelsField: FieldSpec = {
  name: 'modelIds',
  kind: 'checkboxes',
  label: messages.models,
  required: true,
  numeric: true,
  wide: true,
  options: [],
};

const deliveryField: FieldSpec = {
  name: 'delivery',
  kind: 'radio',
  label: messages.delivery,
  required: true,
  wide: true,
  options: [
    { value: 'email', label: messages.deliveryEmail },
    { value: 'mail', label: messages.deliveryMail },
  ],
};

/**
 * Brochure request (SPEC §7 `brochures`): the models, contact data, then delivery by e-mail or by
 * post; the contract asks for the address only for post. Delivery comes last, so the address check
 * runs when everything else is filled in.
 */
export const brochureForm: LeadFormDefinition = {
  id: 'brochures',
  path: 'brochures',
  steps: [
    { id: 'models', title: messages.stepModels, fields: [modelsField] },
    { id: 'contact', title: formEngineMessages.stepContact, fields: contactFields() },
    {
      id: 'delivery',
      title: messages.stepDelivery,
      fields: [
        deliveryField,
        ...addressFields(),
        { name: 'privacyAccepted', kind: 'checkbox', label: formEngineMessages.privacy, required: true, wide: true },
      ],
    },
  ],
  tracking: { checkout: 'brochure', steps: [1, 2, 3], confirmation: 4 },
};
