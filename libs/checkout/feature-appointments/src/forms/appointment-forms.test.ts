import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { FORM_PAYLOAD_SCHEMAS } from '@carweb/api-contracts';
import {
  allFields,
  checkoutStepEvent,
  fieldErrorsOf,
  payloadOf,
  type FieldSpec,
  type FlatValues,
  type LeadFormDefinition,
} from '@carweb/checkout-form-engine';
import { appointmentForm } from './appointment-form';
import { dealerTestDriveForm } from './dealer-test-drive-form';
import { serviceAppointmentForm } from './service-appointment-form';

/** What a visitor types into each field of these forms (as the form posts it: text). */
const TYPED: FlatValues = {
  'contact.gender': 'male',
  'contact.company': '',
  'contact.firstName': 'Marco',
  'contact.lastName': 'Service',
  'contact.email': 'marco@example.ch',
  'contact.phonePrefix': '+41',
  'contact.phone': '79 222 33 44',
  'address.street': 'Seestrasse',
  'address.number': '12',
  'address.zip': '8002',
  'address.city': 'Zürich',
  wishDate: '2030-03-14',
  alternativeDate: '2030-03-16',
  workshopServiceIds: ['periodic-service', 'oil-change'],
  replacementCar: 'on',
  alreadyCustomer: 'on',
  corporateClient: 'on',
  'companyAddress.street': 'Industriestrasse',
  'companyAddress.number': '7',
  'companyAddress.zip': '8050',
  'companyAddress.city': 'Zürich',
  'vehicle.make': 'Kia',
  'vehicle.model': 'Sportage',
  'vehicle.controlSign': 'ZH 123456',
  'vehicle.mileage': "48'500",
  'vehicle.firstRegistration.year': '2021',
  'vehicle.firstRegistration.month': '6',
  modelId: '106',
  preferredContactChannels: ['phone'],
  contactTime: ['noon'],
  message: 'Bitte vormittags.',
  privacyAccepted: 'on',
};

const valuesFor = (fields: FieldSpec[], overrides: FlatValues = {}): FlatValues => {
  const values: FlatValues = {};
  for (const field of fields) {
    expect(TYPED, `a typed value for ${field.name}`).toHaveProperty([field.name]);
    values[field.name] = TYPED[field.name];
  }
  return { ...values, ...overrides };
};

/** What the page adds: the dealer of the page. */
function validate(definition: LeadFormDefinition, values: FlatValues) {
  const fields = allFields(definition);
  const parsed = FORM_PAYLOAD_SCHEMAS[definition.path].safeParse({ ...payloadOf(values, fields), dealerId: 100 });
  return { parsed, errors: parsed.success ? {} : fieldErrorsOf(parsed.error.issues, fields) };
}

/** The zod schema at a dotted path of an object schema (through optional, default, refine and the like), or undefined. */
function schemaAt(schema: z.ZodType, path: string): z.ZodType | undefined {
  let node: z.ZodType | undefined = schema;
  for (const part of path.split('.')) {
    node = unwrap(node);
    node = (node as unknown as { shape?: Record<string, z.ZodType> }).shape?.[part];
    if (!node) return undefined;
  }
  return node;
}
function unwrap(schema: z.ZodType): z.ZodType {
  const def = (schema as unknown as { _zod: { def: { innerType?: z.ZodType; in?: z.ZodType } } })._zod.def;
  const inner = def.innerType ?? def.in;
  return inner ? unwrap(inner) : schema;
}
const at = (payload: unknown, path: string) =>
  path.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], payload);

const FORMS = [
  ['service appointment', serviceAppointmentForm],
  ['appointment', appointmentForm],
  ['dealer test drive', dealerTestDriveForm],
] as const;

describe.each(FORMS)('the %s form and its contract', (_, definition) => {
  const fields = allFields(definition);

  it('every field name is a path of the contract, once', () => {
    expect(fields.map((field) => field.name).filter((name) => !schemaAt(FORM_PAYLOAD_SCHEMAS[definition.path], name))).toEqual([]);
    expect(new Set(fields.map((field) => field.name)).size).toBe(fields.length);
  });

  it('a complete form passes the contract, every typed value arriving', () => {
    const { parsed, errors } = validate(definition, valuesFor(fields));
    expect(errors).toEqual({});
    expect(parsed.success).toBe(true);
    for (const field of fields.filter((f) => f.name !== 'contact.company')) expect(at(parsed.data, field.name), field.name).toBeDefined();
  });

  // the phone prefix select always posts one (and the contract defaults to +41)
  const required = fields.filter((field) => field.required && field.name !== 'contact.phonePrefix');
  it.each(required.map((field) => [field.name]))("without %s the contract reports 'required' on exactly that field", (name) => {
    const values = valuesFor(fields);
    delete values[name];
    expect(validate(definition, values).errors).toEqual({ [name]: 'required' });
  });

  it('the privacy notice must be accepted and wrong texts are invalid, not required', () => {
    expect(validate(definition, valuesFor(fields, { privacyAccepted: '' })).errors).toEqual({ privacyAccepted: 'required' });
    expect(validate(definition, valuesFor(fields, { 'contact.email': 'marco@', 'contact.phone': '12' })).errors).toEqual({
      'contact.email': 'invalid',
      'contact.phone': 'invalid',
    });
  });

  it('an empty form names every field marked * with the spec code', () => {
    // what an untouched form posts: the phone prefix select's first option
    const { errors } = validate(definition, { 'contact.phonePrefix': '+41' });
    expect(Object.keys(errors).sort()).toEqual(
      required
        .map((field) => field.name)
        // the company address is asked for only of a corporate client
        .filter((name) => !name.startsWith('companyAddress.'))
        .sort(),
    );
    expect(new Set(Object.values(errors))).toEqual(new Set(['required']));
  });
});

describe('the service appointment form', () => {
  const fields = allFields(serviceAppointmentForm);

  it('has the steps of SPEC §2: wish date, services, extended contact data, vehicle data', () => {
    expect(serviceAppointmentForm.steps.map((step) => step.id)).toEqual(['wish-date', 'services', 'contact', 'vehicle']);
    expect(serviceAppointmentForm.path).toBe('service');
  });

  it('sends flags, dates, services and the vehicle typed as the contract wants them', () => {
    const payload = validate(serviceAppointmentForm, valuesFor(fields)).parsed.data as Record<string, unknown>;
    expect(payload).toMatchObject({
      wishDate: '2030-03-14',
      alternativeDate: '2030-03-16',
      workshopServiceIds: ['periodic-service', 'oil-change'],
      replacementCar: true,
      alreadyCustomer: true,
      corporateClient: true,
      companyAddress: { street: 'Industriestrasse', number: '7', zip: '8050', city: 'Zürich' },
      vehicle: { make: 'Kia', model: 'Sportage', controlSign: 'ZH 123456', mileage: 48_500, firstRegistration: { year: 2021, month: 6 } },
    });
  });

  it('needs at least one workshop service', () => {
    expect(validate(serviceAppointmentForm, valuesFor(fields, { workshopServiceIds: [] })).errors).toEqual({
      workshopServiceIds: 'required',
    });
  });

  it('a corporate client without company address: each company address field is required', () => {
    const values = valuesFor(fields);
    for (const name of ['street', 'number', 'zip', 'city']) delete values[`companyAddress.${name}`];
    expect(validate(serviceAppointmentForm, values).errors).toEqual({
      'companyAddress.street': 'required',
      'companyAddress.number': 'required',
      'companyAddress.zip': 'required',
      'companyAddress.city': 'required',
    });
    expect(validate(serviceAppointmentForm, { ...values, corporateClient: '' }).errors).toEqual({});
  });

  it('the missing company address is reported beside the errors of other steps (the visitor sees it on its own step)', () => {
    const values = valuesFor(fields);
    for (const name of ['street', 'number', 'zip', 'city']) delete values[`companyAddress.${name}`];
    delete values['vehicle.make'];
    expect(validate(serviceAppointmentForm, values).errors).toEqual({
      'companyAddress.street': 'required',
      'companyAddress.number': 'required',
      'companyAddress.zip': 'required',
      'companyAddress.city': 'required',
      'vehicle.make': 'required',
    });
  });

  it('the address is optional, but all of it once begun; a zip is four or five digits', () => {
    const values = valuesFor(fields);
    for (const name of ['street', 'number', 'zip', 'city']) delete values[`address.${name}`];
    expect(validate(serviceAppointmentForm, values).errors).toEqual({});
    expect(validate(serviceAppointmentForm, { ...values, 'address.street': 'Seestrasse' }).errors).toEqual({
      'address.number': 'required',
      'address.zip': 'required',
      'address.city': 'required',
    });
    expect(validate(serviceAppointmentForm, valuesFor(fields, { 'address.zip': '80' })).errors).toEqual({ 'address.zip': 'invalid' });
  });

  it('the alternative date and the control sign are optional; dates must be dates', () => {
    const values = valuesFor(fields, { alternativeDate: '', 'vehicle.controlSign': '' });
    expect(validate(serviceAppointmentForm, values).errors).toEqual({});
    expect(validate(serviceAppointmentForm, valuesFor(fields, { wishDate: '14.03.2030' })).errors).toEqual({ wishDate: 'invalid' });
  });

  it('the month "please choose" posts nothing: required', () => {
    expect(validate(serviceAppointmentForm, valuesFor(fields, { 'vehicle.firstRegistration.month': '' })).errors).toEqual({
      'vehicle.firstRegistration.month': 'required',
    });
  });
});

describe('the dealer test drive form', () => {
  const fields = allFields(dealerTestDriveForm);

  it('posts model-test-drive with the chosen model id as a number', () => {
    const { parsed } = validate(dealerTestDriveForm, valuesFor(fields));
    expect(dealerTestDriveForm.path).toBe('model-test-drive');
    expect(parsed.data).toMatchObject({ modelId: 106, wishDate: '2030-03-14', dealerId: 100 });
  });

  it('the wish date is optional (the model test drive contract), the model is not', () => {
    expect(validate(dealerTestDriveForm, valuesFor(fields, { wishDate: '' })).errors).toEqual({});
    expect(fields.find((field) => field.name === 'wishDate')?.required).toBeFalsy();
    expect(validate(dealerTestDriveForm, valuesFor(fields, { modelId: '' })).errors).toEqual({ modelId: 'required' });
  });
});

/** The data-layer steps of a whole form: one event per form step shown, then the confirmation (thanks). */
const pushedSteps = (definition: LeadFormDefinition) =>
  Array.from({ length: definition.steps.length + 1 }, (_, formStep) => checkoutStepEvent(definition.tracking, formStep));

describe('tracking sequences (SPEC §9)', () => {
  it('appointment: 1 over both form steps, then 2 on confirmation', () => {
    const events = pushedSteps(appointmentForm);
    expect(events.map((event) => event.checkoutStep)).toEqual([1, 1, 2]);
    expect(events.map((event) => event.event)).toEqual(['begin_checkout', 'checkout_progress', 'checkout_confirmation']);
    expect(events.every((event) => event.checkout === 'appointment' && event.currency === 'CHF')).toBe(true);
  });

  it('dealer test drive: 1 over model, contact and wish date, then 2 on confirmation', () => {
    const events = pushedSteps(dealerTestDriveForm);
    expect(events.map((event) => event.checkoutStep)).toEqual([1, 1, 1, 2]);
    expect([...new Set(events.map((event) => event.checkoutStep))]).toEqual([1, 2]);
    expect(events.every((event) => event.checkout === 'test_drive')).toBe(true);
  });

  it('service appointment (no numbers in the spec): the generic form events 1 to 4, then 5', () => {
    const events = pushedSteps(serviceAppointmentForm);
    expect(events.map((event) => event.checkoutStep)).toEqual([1, 2, 3, 4, 5]);
    expect(events.map((event) => event.formStep)).toEqual([1, 2, 3, 4, 5]);
    expect(events.at(-1)?.event).toBe('checkout_confirmation');
  });

  it.each(FORMS)('%s: every form step has its tracking step', (_, definition) => {
    expect(definition.tracking.steps).toHaveLength(definition.steps.length);
  });
});
