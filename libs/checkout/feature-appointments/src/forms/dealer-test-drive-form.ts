import { closingFields, contactFields, formEngineMessages, type LeadFormDefinition } from '@carweb/checkout-form-engine';
import { messages } from '../messages';

/** The brand's models (model service `brand-world/models`, their ids); the page supplies the options. */
export const MODEL_FIELD = 'modelId';

/**
 * The dealer's test drive without a vehicle (the footer's "Probefahrt vereinbaren"): choose a model,
 * then contact data and wish date, thanks; SPEC §9 tracking 1 and 2. It posts `model-test-drive`: the
 * `test-drive` contract needs a vehicle, a model test drive needs the model's id and takes a wish
 * date, which that contract leaves optional.
 */
export const dealerTestDriveForm: LeadFormDefinition = {
  id: 'dealer-test-drive',
  path: 'model-test-drive',
  steps: [
    {
      id: 'model',
      title: messages.stepModel,
      fields: [{ name: MODEL_FIELD, kind: 'radio', label: messages.modelChoice, required: true, numeric: true, wide: true, options: [] }],
    },
    { id: 'contact', title: formEngineMessages.stepContact, fields: contactFields() },
    {
      id: 'wish-date',
      title: messages.stepWishDate,
      fields: [{ name: 'wishDate', kind: 'date', label: messages.wishDateOptional }, ...closingFields()],
    },
  ],
  tracking: { checkout: 'test_drive', steps: [1, 1, 1], confirmation: 2, kiaVariant: true },
};
