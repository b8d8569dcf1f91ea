import { contactFields, formEngineMessages, wishDateField, type BrandFormDefinition } from '@carweb/checkout-form-engine';
import { messages } from '../messages';

/**
 * Zeekr model test drive (SPEC §7 brand-specific POST zeekr `model-test-drive`): the model and
 * where to drive it (a Zeekr location or the visitor's address, typed freely), a wish date if the
 * visitor has one; then contact data. SPEC §9 test drive: both form pages are checkout step 1, then 2.
 */
export const zeekrTestDriveForm: BrandFormDefinition = {
  id: 'zeekr-model-test-drive',
  brandAction: { brand: 'zeekr', action: 'model-test-drive' },
  steps: [
    {
      id: 'model',
      title: messages.stepModel,
      fields: [
        {
          name: 'modelId',
          kind: 'select',
          label: messages.model,
          required: true,
          numeric: true,
          emptyOption: true,
          wide: true,
          options: [],
        },
        {
          name: 'location',
          kind: 'text',
          label: messages.location,
          hint: messages.locationHint,
          required: true,
          maxLength: 80,
          wide: true,
        },
        { ...wishDateField(), label: messages.wishDateOptional, required: false },
      ],
    },
    {
      id: 'contact',
      title: formEngineMessages.stepContact,
      fields: [
        ...contactFields(),
        { name: 'privacyAccepted', kind: 'checkbox', label: formEngineMessages.privacy, required: true, wide: true },
      ],
    },
  ],
  tracking: { checkout: 'model_test_drive', steps: [1, 1], confirmation: 2, kiaVariant: true },
};
