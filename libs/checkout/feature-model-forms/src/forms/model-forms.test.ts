import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { FORM_PAYLOAD_SCHEMAS } from '@carweb/api-contracts';
import {
  allFields,
  checkoutStepEvent,
  fieldErrorsOf,
  payloadOf,
  type FlatValues,
  type LeadFormDefinition,
} from '@carweb/checkout-form-engine';
import {
  configuratorModelTestDriveForm,
  fixedPayloadOf,
  modelFormDefinition,
  modelOfferForm,
  modelTestDriveForm,
  type ModelFormSubject,
} from './model-forms';

/** What a visitor types into each field (as the form posts it: text). */
const TYPED: FlatValues = {
  'contact.gender': 'female',
  'contact.company': '',
  'contact.firstName': 'Anna',
  'contact.lastName': 'Muster',
  'contact.email': 'anna@example.ch',
  'contact.phonePrefix': '+41',
  'contact.phone': '79 123 45 67',
  wishDate: '2030-05-04',
  preferredContactChannels: ['phone', 'email'],
  contactTime: ['morning'],
  message: 'Am liebsten mit dem Hybrid.',
  privacyAccepted: 'on',
};

const SUBJECT: ModelFormSubject = { dealerId: 100, modelId: 106, configuration: { entityId: 10601, configurationCode: 'K7QX3MZP' } };

const valuesFor = (definition: LeadFormDefinition, overrides: FlatValues = {}): FlatValues => ({
  ...Object.fromEntries(allFields(definition).map((field) => [field.name, TYPED[field.name]])),
  ...overrides,
});

function validate(definition: LeadFormDefinition, values: FlatValues, subject: ModelFormSubject = SUBJECT) {
  const fields = allFields(definition);
  const parsed = FORM_PAYLOAD_SCHEMAS[definition.path].safeParse({ ...payloadOf(values, fields), ...fixedPayloadOf(definition, subject) });
  return { parsed, errors: parsed.success ? {} : fieldErrorsOf(parsed.error.issues, fields) };
}

/** The zod schema at a dotted path of an object schema (through optional, default and refine), or undefined. */
function schemaAt(schema: z.ZodType, path: string): z.ZodType | undefined {
  let node: z.ZodType | undefined = schema;
  for (const part of path.split('.')) {
    node = node && unwrap(node);
    node = (node as unknown as { shape?: Record<string, z.ZodType> } | undefined)?.shape?.[part];
  }
  return node;
}
function unwrap(schema: z.ZodType): z.ZodType {
  const def = (schema as unknown as { _zod: { def: { innerType?: z.ZodType; in?: z.ZodType } } })._zod.def;
  const inner = def.innerType ?? def.in;
  return inner ? unwrap(inner) : schema;
}

const FORMS = [
  ['model test drive', modelTestDriveForm],
  ['configurator model test drive', configuratorModelTestDriveForm],
  ['model offer', modelOfferForm],
] as const;

describe.each(FORMS)('the %s form and its contract', (_, definition) => {
  const fields = allFields(definition);

  it('is one step of contact data (SPEC §2 "contact data, thanks")', () => {
    expect(definition.steps.map((step) => step.id)).toEqual(['contact']);
  });

  it('every field name is a path of the contract, each once', () => {
    expect(fields.map((field) => field.name).filter((name) => !schemaAt(FORM_PAYLOAD_SCHEMAS[definition.path], name))).toEqual([]);
    expect(new Set(fields.map((field) => field.name)).size).toBe(fields.length);
  });

  it('a filled form with what the page adds passes the contract, every typed value arriving', () => {
    const { parsed, errors } = validate(definition, valuesFor(definition));
    expect(errors).toEqual({});
    expect(parsed.success).toBe(true);
    expect(parsed.data).toMatchObject({ dealerId: 100, privacyAccepted: true, contact: { firstName: 'Anna', phonePrefix: '+41' } });
    expect(parsed.data).toMatchObject({ message: 'Am liebsten mit dem Hybrid.', contactTime: ['morning'] });
  });

  const required = fields.filter((field) => field.required && field.name !== 'contact.phonePrefix').map((field) => [field.name]);
  it.each(required)("without %s the contract reports 'required' on exactly that field", (name) => {
    const values = valuesFor(definition);
    delete values[name];
    expect(validate(definition, values).errors).toEqual({ [name]: 'required' });
  });

  it('wrong texts are invalid, not required', () => {
    const values = valuesFor(definition, { 'contact.email': 'anna@', 'contact.phone': '12' });
    expect(validate(definition, values).errors).toEqual({ 'contact.email': 'invalid', 'contact.phone': 'invalid' });
  });
});

describe('the wish date of a model test drive', () => {
  it.each([modelTestDriveForm, configuratorModelTestDriveForm])('is offered, not marked *, and may stay empty ($id)', (definition) => {
    const field = allFields(definition).find((f) => f.name === 'wishDate');
    expect(field).toMatchObject({ kind: 'date', required: false });
    const { parsed, errors } = validate(definition, valuesFor(definition, { wishDate: '' }));
    expect(errors).toEqual({});
    expect(parsed.data).not.toHaveProperty('wishDate');
  });

  it('is a date when given', () => {
    expect(validate(modelTestDriveForm, valuesFor(modelTestDriveForm, { wishDate: '4.5.2030' })).errors).toEqual({ wishDate: 'invalid' });
    expect(validate(modelTestDriveForm, valuesFor(modelTestDriveForm)).parsed.data).toMatchObject({ wishDate: '2030-05-04' });
  });

  it('is not asked for an offer', () => {
    expect(allFields(modelOfferForm).map((field) => field.name)).not.toContain('wishDate');
  });
});

describe('what the page adds to the payload', () => {
  it('a model test drive names the dealer and the model', () => {
    expect(fixedPayloadOf(modelTestDriveForm, SUBJECT)).toEqual({ dealerId: 100, modelId: 106 });
  });

  it("the configurator's test drive names the variant and the saved configuration instead of the model", () => {
    expect(fixedPayloadOf(configuratorModelTestDriveForm, SUBJECT)).toEqual({
      dealerId: 100,
      entityId: 10601,
      configurationCode: 'K7QX3MZP',
    });
  });

  it('an offer names the model, and the configuration when there is one', () => {
    expect(fixedPayloadOf(modelOfferForm, SUBJECT)).toEqual({
      dealerId: 100,
      modelId: 106,
      entityId: 10601,
      configurationCode: 'K7QX3MZP',
    });
    expect(fixedPayloadOf(modelOfferForm, { dealerId: 100, modelId: 106 })).toEqual({ dealerId: 100, modelId: 106 });
    expect(validate(modelOfferForm, valuesFor(modelOfferForm), { dealerId: 100, modelId: 106 }).errors).toEqual({});
  });

  it("a configurator test drive without its configuration fails the contract on the page's part (never the visitor's fields)", () => {
    const { parsed, errors } = validate(configuratorModelTestDriveForm, valuesFor(configuratorModelTestDriveForm), {
      dealerId: 100,
      modelId: 106,
    });
    expect(errors).toEqual({});
    expect(parsed.error?.issues.map((issue) => issue.path.join('.')).sort()).toEqual(['configurationCode', 'entityId']);
  });
});

describe('the form of a page', () => {
  it('a configuration code turns the model test drive into the configurator call; an offer keeps its call', () => {
    expect(modelFormDefinition('testDrive', false).path).toBe('model-test-drive');
    expect(modelFormDefinition('testDrive', true).path).toBe('configurator-model-test-drive');
    expect(modelFormDefinition('offer', false).path).toBe('model-offer-form');
    expect(modelFormDefinition('offer', true).path).toBe('model-offer-form');
  });

  it('each form keeps its own drafts (its id)', () => {
    expect(new Set(FORMS.map(([, definition]) => definition.id)).size).toBe(FORMS.length);
  });
});

/** The data-layer pushes of a whole form: one per form step shown, then the confirmation (thanks). */
const pushed = (definition: LeadFormDefinition) =>
  Array.from({ length: definition.steps.length + 1 }, (_, formStep) => checkoutStepEvent(definition.tracking, formStep));

describe('tracking (SPEC §9 "test drive and appointment: 1 and 2")', () => {
  it.each(FORMS)('%s: begin at 1, confirmation at 2', (_, definition) => {
    const events = pushed(definition);
    expect(events.map((event) => [event.event, event.checkoutStep, event.formStep])).toEqual([
      ['begin_checkout', 1, 1],
      ['checkout_confirmation', 2, 2],
    ]);
    expect(events.every((event) => event.currency === 'CHF' && event.checkout === definition.tracking.checkout)).toBe(true);
  });

  it('each form is told apart in the data layer', () => {
    expect(FORMS.map(([, definition]) => definition.tracking.checkout)).toEqual([
      'model_test_drive',
      'configurator_model_test_drive',
      'model_offer',
    ]);
  });
});
