export {
  allFields,
  fieldId,
  hasFileFields,
  typedFields,
  valueTypeOf,
  type FieldKind,
  type FieldOption,
  type FieldSpec,
  type FieldValueType,
  type FormStep,
  type LeadFormDefinition,
  type BrandAction,
  type BrandFormDefinition,
  type FormDefinition,
} from './lead-form';
export { flatValuesOf, payloadOf, withChosenDocuments, type FlatValues } from './form-values';
export { leadCallName, leadContractOf } from './lead-call';
export { fieldErrorsOf, type FieldError, type FieldErrors } from './field-errors';
export { runLeadAction, type LeadActionData, type LeadSubmitTarget } from './lead-action';
export { idempotencyKeyFor } from './idempotency-key';
export { addressFields, closingFields, contactFields, wishDateField } from './common-fields';
export { LeadForm, type LeadFormProps } from './LeadForm';
export { LeadThanks } from './LeadThanks';
export { ModelSummary } from './ModelSummary';
export { useDraftStore } from './drafts';
export { checkoutStepEvent, trackCheckoutStep, type CheckoutTracking } from './tracking';
export { formEngineCatalog, messages as formEngineMessages } from './messages';
