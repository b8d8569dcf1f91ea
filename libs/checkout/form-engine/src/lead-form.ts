import type { FormPath } from '@carweb/api-contracts';
import type { BrandFormAction, FormBrand } from '@carweb/api-brand-forms';
import type { MessageId } from '@carweb/shared-util-i18n';

/** How a field's text from the form (FormData) becomes the payload's value. */
export type FieldValueType = 'string' | 'number' | 'boolean' | 'strings' | 'numbers';

export interface FieldOption {
  value: string;
  /** a message, or a text that comes with the data (e.g. a package name from the core API) */
  label: MessageId | string;
}

interface FieldBase {
  /** the payload path, e.g. `contact.firstName`: the input's name, id and the zod issue path at once */
  name: string;
  label: MessageId;
  hint?: MessageId;
  /** marked * (SPEC §5); the payload's contract decides what is really required */
  required?: boolean;
  /** WCAG 2.2 SC 1.3.5: the purpose of personal-data fields */
  autoComplete?: string;
  /** the field spans the whole row instead of half of it */
  wide?: boolean;
}

export type FieldSpec =
  | (FieldBase & { kind: 'text' | 'email' | 'tel' | 'textarea'; maxLength?: number; inputMode?: 'numeric' | 'tel' | 'email' })
  | (FieldBase & { kind: 'number'; min?: number; max?: number })
  | (FieldBase & { kind: 'date' })
  | (FieldBase & {
      kind: 'select' | 'radio';
      options: FieldOption[];
      defaultValue?: string;
      numeric?: boolean;
      /** a select starts on an empty "please choose" option: the visitor chooses, nothing is picked for them */
      emptyOption?: boolean;
    })
  /** a document the action uploads first (SPEC §7 utility/upload); the payload gets its file id */
  | (FieldBase & { kind: 'file'; accept: string })
  | (FieldBase & { kind: 'checkbox' })
  /** numeric: the ticked values are ids the contract wants as numbers (e.g. the brochure's model ids) */
  | (FieldBase & { kind: 'checkboxes'; options: FieldOption[]; numeric?: boolean });

export type FieldKind = FieldSpec['kind'];

export interface FormStep {
  id: string;
  title: MessageId;
  fields: FieldSpec[];
}

interface FormShape {
  /** e.g. `test-drive`; names drafts and tracking */
  id: string;
  steps: FormStep[];
  /** data-layer step numbers per form step, then the confirmation (SPEC §9) */
  /** `kiaVariant`: the checkout is one of SPEC §9's test drive and appointment, whose kia variant numbers differently */
  tracking: { checkout: string; steps: number[]; confirmation: number; kiaVariant?: boolean };
}

/**
 * A lead form as data (decision 0019): its steps and fields (named by the §3 payload paths of the
 * shared zod contracts), the §7 call it submits to, and its tracking steps. One engine renders it
 * (`LeadForm`) and one action sends it (`leadFormAction`), with and without JavaScript.
 */
export interface LeadFormDefinition extends FormShape {
  /** the form service call (SPEC §7) and the contract its payload must meet */
  path: FormPath;
}

/** A brand-specific POST of SPEC §7: {locale}/{brand}.ch/{platform}/{action}, e.g. suzuki `contact`. */
export type BrandAction = { [B in FormBrand]: { brand: B; action: BrandFormAction<B> } }[FormBrand];

/** A form whose lead goes to a brand-specific POST instead of the form service; otherwise the same engine. */
export interface BrandFormDefinition extends FormShape {
  brandAction: BrandAction;
}

/** What the engine renders and sends: a form service lead or a brand-specific one. */
export type FormDefinition = LeadFormDefinition | BrandFormDefinition;

export const valueTypeOf = (field: FieldSpec): FieldValueType => {
  switch (field.kind) {
    case 'number':
      return 'number';
    case 'select':
    case 'radio':
      return field.numeric ? 'number' : 'string';
    case 'checkbox':
      return 'boolean';
    case 'checkboxes':
      return field.numeric ? 'numbers' : 'strings';
    default:
      return 'string';
  }
};

export const allFields = (definition: FormDefinition): FieldSpec[] => definition.steps.flatMap((step) => step.fields);

/** Fields whose value the visitor types (a file field's value is the upload's id, set by the action). */
export const typedFields = (definition: FormDefinition): FieldSpec[] => allFields(definition).filter((field) => field.kind !== 'file');

export const hasFileFields = (definition: FormDefinition) => allFields(definition).some((field) => field.kind === 'file');

/** The id of a field's control: its payload path, safe for `id` and `href="#…"`. */
export const fieldId = (name: string) => `field-${name.replace(/\./g, '-')}`;
