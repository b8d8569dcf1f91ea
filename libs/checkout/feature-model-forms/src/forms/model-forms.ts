import {
  closingFields,
  contactFields,
  formEngineMessages,
  wishDateField,
  type FieldSpec,
  type LeadFormDefinition,
} from '@carweb/checkout-form-engine';
import { messages } from '../messages';

/** The model forms' kinds: a test drive of a model of the range, or an offer for it. */
export type ModelFormKind = 'testDrive' | 'offer';

/** A test drive may name a day; without one the dealer proposes a date (the contracts make it optional). */
const optionalWishDate = (): FieldSpec => ({ ...wishDateField(), required: false, hint: messages.wishDateHint });

/** SPEC §2 "Model test drive: contact data, thanks"; tracking 1 and 2 (SPEC §9 test drive). */
export const modelTestDriveForm: LeadFormDefinition = {
  id: 'model-test-drive',
  path: 'model-test-drive',
  steps: [{ id: 'contact', title: formEngineMessages.stepContact, fields: [...contactFields(), optionalWishDate(), ...closingFields()] }],
  tracking: { checkout: 'model_test_drive', steps: [1], confirmation: 2, kiaVariant: true },
};

/** The same test drive for a saved configurator configuration (SPEC §7 configurator-model-test-drive). */
export const configuratorModelTestDriveForm: LeadFormDefinition = {
  ...modelTestDriveForm,
  id: 'configurator-model-test-drive',
  path: 'configurator-model-test-drive',
  tracking: { checkout: 'configurator_model_test_drive', steps: [1], confirmation: 2, kiaVariant: true },
};

/** An offer for a model (SPEC §7 model-offer-form): contact data, thanks; the form's generic events 1, then 2. */
export const modelOfferForm: LeadFormDefinition = {
  id: 'model-offer',
  path: 'model-offer-form',
  steps: [{ id: 'contact', title: formEngineMessages.stepContact, fields: [...contactFields(), ...closingFields()] }],
  tracking: { checkout: 'model_offer', steps: [1], confirmation: 2 },
};

/** The form of a page: a configuration turns the model test drive into the configurator's (an offer keeps its call). */
export function modelFormDefinition(kind: ModelFormKind, withConfiguration: boolean): LeadFormDefinition {
  if (kind === 'offer') return modelOfferForm;
  return withConfiguration ? configuratorModelTestDriveForm : modelTestDriveForm;
}

/** What the page knows and the visitor does not type: the dealer, the model, the configuration's variant and code. */
export interface ModelFormSubject {
  dealerId: number;
  modelId: number;
  configuration?: { entityId: number; configurationCode: string };
}

/** The payload part of the subject, per call: the configurator's test drive names the variant, not the model. */
export function fixedPayloadOf(definition: LeadFormDefinition, subject: ModelFormSubject): Record<string, unknown> {
  const { dealerId, modelId, configuration } = subject;
  if (definition.path === 'configurator-model-test-drive') return { dealerId, ...configuration };
  if (definition.path === 'model-offer-form') return { dealerId, modelId, ...configuration };
  return { dealerId, modelId };
}
