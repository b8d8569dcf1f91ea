import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { FORM_PAYLOAD_SCHEMAS } from '@carweb/api-contracts';
import {
  allFields,
  checkoutStepEvent,
  fieldErrorsOf,
  payloadOf,
  type CheckoutTracking,
  type FieldSpec,
  type FlatValues,
  type LeadFormDefinition,
} from '@carweb/checkout-form-engine';
import { showsPackages } from '../checkout-kinds';
import { configurationReservationForm } from './configuration-reservation-form';
import {
  BUYING_FORM_TYPES,
  buyForm,
  leasingForm,
  onlineSalesForm,
  reservationForm,
  subscriptionForm,
  testDriveForm,
  VEHICLE_CHECKOUT_FORMS,
} from './vehicle-checkout-forms';

/** What a visitor types into each field of the vehicle checkouts (as the form posts it: text). */
const TYPED: FlatValues = {
  'contact.gender': 'female',
  'contact.company': '',
  'contact.firstName': 'Anna',
  'contact.lastName': 'Muster',
  'contact.email': 'anna@example.ch',
  'contact.phonePrefix': '+41',
  'contact.phone': '79 123 45 67',
  'address.street': 'Bahnhofstrasse',
  'address.number': '1a',
  'address.zip': '8001',
  'address.city': 'Zürich',
  deliveryType: 'pickup',
  additionalPackageIds: ['winter-wheels'],
  'leasing.totalRuntime': '48',
  'leasing.kmPerYear': '15000',
  'leasing.downPayment': "5'000",
  wishDate: '2030-05-04',
  'subscription.duration': '12',
  'subscription.kmPerYear': '15000',
  preferredContactChannels: ['phone', 'email'],
  contactTime: ['morning'],
  message: 'Bitte am Vormittag anrufen.',
  privacyAccepted: 'on',
  modelId: '3',
};

/** What the page adds (SPEC §2: vehicle and dealer; leasing: the rate the core API calculates). */
function withFixed(definition: LeadFormDefinition, typed: Record<string, unknown>): Record<string, unknown> {
  const fixed = { ...typed, vehicleId: 4711, dealerId: 12 };
  if (definition.path === 'subscription') return { ...fixed, subscription: { ...(typed['subscription'] as object), price: 890 } };
  if (definition.path === 'reservation-payment') return { ...fixed, amount: 500, returnUrl: '/de/haendler/x/online-reservieren/kia-4711' };
  if (definition.path === 'reservation-unspecific-payment') return { ...typed, dealerId: 12, amount: 500, returnUrl: '/de/haendler/x/k' };
  if (definition.path === 'buying-request')
    return { ...fixed, formType: BUYING_FORM_TYPES[definition === buyForm ? 'buy' : 'onlineSales'] };
  if (definition.path !== 'leasing') return fixed;
  return { ...fixed, leasing: { ...(typed['leasing'] as object), monthlyRate: 389.5 } };
}

const valuesFor = (fields: FieldSpec[], overrides: FlatValues = {}): FlatValues => {
  const values: FlatValues = {};
  for (const field of fields) {
    expect(TYPED, `a typed value for ${field.name}`).toHaveProperty([field.name]);
    values[field.name] = TYPED[field.name];
  }
  return { ...values, ...overrides };
};

function validate(definition: LeadFormDefinition, values: FlatValues) {
  const fields = allFields(definition);
  const parsed = FORM_PAYLOAD_SCHEMAS[definition.path].safeParse(withFixed(definition, payloadOf(values, fields)));
  return { parsed, errors: parsed.success ? {} : fieldErrorsOf(parsed.error.issues, fields) };
}

/** The zod schema at a dotted path of an object schema (through optional, default and the like), or undefined. */
function schemaAt(schema: z.ZodType, path: string): z.ZodType | undefined {
  let node: z.ZodType | undefined = schema;
  for (const part of path.split('.')) {
    node = unwrap(node);
    const shape = (node as unknown as { shape?: Record<string, z.ZodType> }).shape;
    node = shape?.[part];
    if (!node) return undefined;
  }
  return node;
}
function unwrap(schema: z.ZodType): z.ZodType {
  const def = (schema as unknown as { _zod: { def: { innerType?: z.ZodType; in?: z.ZodType } } })._zod.def;
  const inner = def.innerType ?? def.in;
  return inner ? unwrap(inner) : schema;
}

const FORMS = [
  ['buy', buyForm],
  ['leasing', leasingForm],
  ['test drive', testDriveForm],
  ['subscription', subscriptionForm],
  ['reservation', reservationForm],
  ['online sales', onlineSalesForm],
  ['unspecific reservation', configurationReservationForm],
] as const;

describe.each(FORMS)('the %s form and its contract', (_, definition) => {
  const fields = allFields(definition);
  const schema = FORM_PAYLOAD_SCHEMAS[definition.path];

  it('every field name is a path of the contract', () => {
    const unknown = fields.map((field) => field.name).filter((name) => !schemaAt(schema, name));
    expect(unknown).toEqual([]);
  });

  it('field names are unique', () => {
    expect(new Set(fields.map((field) => field.name)).size).toBe(fields.length);
  });

  it('a complete payload built from the fields passes the contract, every typed value arriving', () => {
    const { parsed, errors } = validate(definition, valuesFor(fields));
    expect(errors).toEqual({});
    expect(parsed.error?.issues ?? []).toEqual([]);
    const payload = parsed.data as Record<string, unknown>;
    // the unspecific reservation reserves a model, not a vehicle
    if (definition !== configurationReservationForm) expect(payload['vehicleId']).toBe(4711);
    expect(payload).toMatchObject({
      dealerId: 12,
      privacyAccepted: true,
      contact: { firstName: 'Anna', phonePrefix: '+41' },
    });
    // nothing typed is stripped as unknown by the contract
    for (const field of fields.filter((f) => f.name !== 'contact.company')) {
      const value = field.name.split('.').reduce<unknown>((at, part) => (at as Record<string, unknown> | undefined)?.[part], payload);
      expect(value, field.name).toBeDefined();
    }
  });

  // the phone prefix has a default (below); the down payment is a known gap of the contract (below)
  const required = fields.filter((field) => field.required && !['contact.phonePrefix', 'leasing.downPayment'].includes(field.name));
  it.each(required.map((field) => [field.name]))("without %s the contract reports 'required' on exactly that field", (name) => {
    const values = valuesFor(fields);
    delete values[name];
    expect(validate(definition, values).errors).toEqual({ [name]: 'required' });
  });

  it('the phone prefix is marked * but never missing: the select posts one, and the contract defaults to +41', () => {
    const values = valuesFor(fields);
    delete values['contact.phonePrefix'];
    const { parsed, errors } = validate(definition, values);
    expect(errors).toEqual({});
    expect((parsed.data as { contact: { phonePrefix: string } }).contact.phonePrefix).toBe('+41');
  });

  it('the company name is required when the gender is company (refine on contact.company)', () => {
    expect(validate(definition, valuesFor(fields, { 'contact.gender': 'company' })).errors).toEqual({ 'contact.company': 'required' });
    expect(validate(definition, valuesFor(fields, { 'contact.gender': 'company', 'contact.company': 'Muster AG' })).errors).toEqual({});
  });

  it('the privacy notice must be accepted (an unticked checkbox posts nothing)', () => {
    const values = valuesFor(fields);
    delete values['privacyAccepted'];
    expect(validate(definition, values).errors).toEqual({ privacyAccepted: 'required' });
    expect(validate(definition, valuesFor(fields, { privacyAccepted: 'off' })).errors).toEqual({ privacyAccepted: 'required' });
  });

  it.each(['+41', '+49'])('accepts the phone prefix %s', (prefix) => {
    expect(validate(definition, valuesFor(fields, { 'contact.phonePrefix': prefix })).errors).toEqual({});
  });

  it.each(['+43', '0041', '41'])('rejects the phone prefix %s', (prefix) => {
    expect(validate(definition, valuesFor(fields, { 'contact.phonePrefix': prefix })).errors).toEqual({ 'contact.phonePrefix': 'invalid' });
  });

  it('the prefix options offered are exactly +41 and +49', () => {
    const prefix = fields.find((field) => field.name === 'contact.phonePrefix');
    expect(prefix && 'options' in prefix ? prefix.options.map((option) => option.value) : []).toEqual(['+41', '+49']);
  });

  it('wrong texts are invalid, not required', () => {
    const values = valuesFor(fields, { 'contact.email': 'anna@', 'contact.phone': '12' });
    expect(validate(definition, values).errors).toEqual({ 'contact.email': 'invalid', 'contact.phone': 'invalid' });
  });
});

describe('the leasing terms', () => {
  it("without a down payment the contract reports 'required' on leasing.downPayment", () => {
    const values = valuesFor(allFields(leasingForm));
    delete values['leasing.downPayment'];
    expect(validate(leasingForm, values).errors).toEqual({ 'leasing.downPayment': 'required' });
  });

  it('a negative down payment is invalid', () => {
    expect(validate(leasingForm, valuesFor(allFields(leasingForm), { 'leasing.downPayment': '-100' })).errors).toEqual({
      'leasing.downPayment': 'invalid',
    });
  });

  it('are posted as text and reach the contract as numbers', () => {
    const { parsed } = validate(leasingForm, valuesFor(allFields(leasingForm)));
    expect((parsed.data as Record<string, unknown>)['leasing']).toEqual({
      totalRuntime: 48,
      kmPerYear: 15000,
      downPayment: 5000,
      monthlyRate: 389.5,
    });
  });
});

/** The data-layer steps of a whole checkout: one push per form step shown, then the confirmation (thanks). */
const pushedSteps = (definition: LeadFormDefinition, extra: Partial<CheckoutTracking> = {}) =>
  Array.from({ length: definition.steps.length + 1 }, (_, formStep) => checkoutStepEvent({ ...definition.tracking, ...extra }, formStep));

describe('checkout tracking sequences (SPEC §9)', () => {
  it('buy: 1, 2, 3 then 4 on confirmation', () => {
    const events = pushedSteps(buyForm);
    expect(events.map((event) => event.checkoutStep)).toEqual([1, 2, 3, 4]);
    expect(events.map((event) => event.event)).toEqual([
      'begin_checkout',
      'checkout_progress',
      'checkout_progress',
      'checkout_confirmation',
    ]);
    expect(events.every((event) => event.checkout === 'buy' && event.currency === 'CHF')).toBe(true);
  });

  it('lease: 1, 2, 3, 4 then 5 on confirmation', () => {
    const events = pushedSteps(leasingForm);
    expect(events.map((event) => event.checkoutStep)).toEqual([1, 2, 3, 4, 5]);
    expect(events.at(-1)?.event).toBe('checkout_confirmation');
    expect(events.every((event) => event.checkout === 'lease')).toBe(true);
  });

  it('test drive: 1 (both form steps) then 2 on confirmation', () => {
    const events = pushedSteps(testDriveForm);
    expect(events.map((event) => event.checkoutStep)).toEqual([1, 1, 2]);
    expect([...new Set(events.map((event) => event.checkoutStep))]).toEqual([1, 2]);
    expect(events.map((event) => event.event)).toEqual(['begin_checkout', 'checkout_progress', 'checkout_confirmation']);
  });

  it('subscription (move): 1, 2, 3 then 4; reservation: 1, 2 then 5 (3 is the payment page)', () => {
    expect(pushedSteps(subscriptionForm).map((event) => event.checkoutStep)).toEqual([1, 2, 3, 4]);
    expect(pushedSteps(reservationForm).map((event) => event.checkoutStep)).toEqual([1, 2, 5]);
  });

  it('unspecific reservation: 1, 2, 3 then 6 (4 is the payment page); online sales: 1, 2 then 3', () => {
    expect(pushedSteps(configurationReservationForm).map((event) => event.checkoutStep)).toEqual([1, 2, 3, 6]);
    expect(pushedSteps(onlineSalesForm).map((event) => event.checkoutStep)).toEqual([1, 2, 3]);
  });

  it('buying requests carry their form type: onlineSales from the buy checkout, onlineSalesForm from the offer request', () => {
    expect(BUYING_FORM_TYPES).toEqual({ buy: 'onlineSales', onlineSales: 'onlineSalesForm' });
    expect(FORM_PAYLOAD_SCHEMAS['buying-request'].shape.formType.unwrap().options).toEqual(['onlineSales', 'onlineSalesForm']);
  });

  it('every form step has its tracking step', () => {
    for (const definition of Object.values(VEHICLE_CHECKOUT_FORMS)) expect(definition.tracking.steps).toHaveLength(definition.steps.length);
  });

  it('from the purchase options page every step shifts by 1; the value is carried in CHF', () => {
    expect(pushedSteps(buyForm, { shift: 1 }).map((event) => event.checkoutStep)).toEqual([2, 3, 4, 5]);
    expect(pushedSteps(leasingForm, { shift: 1 }).map((event) => event.checkoutStep)).toEqual([2, 3, 4, 5, 6]);
    const withValue = pushedSteps(leasingForm, { value: 389.5 * 48 + 5000 });
    expect(withValue.every((event) => event.value === 23_696 && event.currency === 'CHF')).toBe(true);
  });
});

describe('the checkouts that show packages', () => {
  it('are exactly those whose form has the packages field', () => {
    for (const [kind, definition] of Object.entries(VEHICLE_CHECKOUT_FORMS)) {
      const hasField = allFields(definition).some((field) => field.name === 'additionalPackageIds');
      expect(showsPackages(kind as keyof typeof VEHICLE_CHECKOUT_FORMS), kind).toBe(hasField);
    }
  });
});
