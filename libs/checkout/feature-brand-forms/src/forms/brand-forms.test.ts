import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import * as contracts from '@carweb/api-contracts';
import {
  allFields,
  checkoutStepEvent,
  fieldErrorsOf,
  leadCallName,
  leadContractOf,
  payloadOf,
  withChosenDocuments,
  type BrandFormDefinition,
  type FlatValues,
} from '@carweb/checkout-form-engine';
import { BRAND_FORMS } from '@carweb/shared-util-brand';
import { BRAND_FORM_DEFINITIONS, type BrandLeadFormId } from './brand-form-definitions';

const CONTACT: FlatValues = {
  'contact.gender': 'female',
  'contact.firstName': 'Anna',
  'contact.lastName': 'Muster',
  'contact.email': 'anna@example.ch',
  'contact.phonePrefix': '+41',
  'contact.phone': '79 123 45 67',
  privacyAccepted: 'on',
};
const CONTRACT: FlatValues = { contractNumber: 'ML-2024-000123', email: 'anna@example.ch' };
const ADDRESS = (group: string): FlatValues => ({
  [`${group}.street`]: 'Bahnhofstrasse',
  [`${group}.number`]: '12',
  [`${group}.zip`]: '8001',
  [`${group}.city`]: 'Zürich',
});

/** What a visitor types into each form, as the form posts it (text). */
const TYPED: Record<BrandLeadFormId, FlatValues> = {
  'suzuki/contact': { ...CONTACT, subject: 'Frage zum Swift', message: 'Bitte rufen Sie mich an.', dealerId: '233' },
  'zeekr/contact': { ...CONTACT, subject: 'Ladekarte', message: 'Welche Ladekarte passt?', dealerId: '' },
  'emilfrey/contact': { ...CONTACT, subject: 'Daily Express', message: 'Liefern Sie auch samstags?' },
  'zeekr/model-test-drive': { ...CONTACT, modelId: '801', location: 'Garage Zimmermann AG, Biel/Bienne', wishDate: '2030-05-04' },
  'emilfrey/newsletter': { email: 'anna@example.ch', firstName: 'Anna', lastName: '', brands: ['kia', 'zeekr'], privacyAccepted: 'on' },
  'multilease/change-address': { ...CONTRACT, ...ADDRESS('newAddress'), validFrom: '2030-01-01', privacyAccepted: 'on' },
  'multilease/change-name': {
    ...CONTRACT,
    previousLastName: 'Muster',
    newFirstName: 'Anna',
    newLastName: 'Beispiel',
    reason: 'marriage',
    privacyAccepted: 'on',
  },
  'multilease/leasing-liabilities': { ...CONTRACT, referenceDate: '2029-12-31' },
  'multilease/my-payments': { ...CONTRACT, year: '2029' },
  'multilease/order-payment-slip': { ...CONTRACT, delivery: 'mail', ...ADDRESS('address') },
};

/** The multilease name change's proof, as the browser posts a chosen file. */
const withProof = () => {
  const formData = new FormData();
  formData.set('documentFileId', new File(['%PDF-1.7'], 'heiratsurkunde.pdf', { type: 'application/pdf' }));
  return formData;
};

/** The payload from typed values (and a chosen document where the form has one), checked by the brand action's contract. */
function validate(definition: BrandFormDefinition, values: FlatValues, formData = new FormData()) {
  const fields = allFields(definition);
  const parsed = leadContractOf(definition, contracts).safeParse(withChosenDocuments(payloadOf(values, fields), formData, fields));
  return { parsed, errors: parsed.success ? {} : fieldErrorsOf(parsed.error.issues, fields) };
}

/** The zod schema at a dotted path of an object schema (through optional, default and pipes), or undefined. */
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

const trackingWalk = (definition: BrandFormDefinition) =>
  Array.from({ length: definition.steps.length + 1 }, (_, formStep) => {
    const { event, checkout, checkoutStep } = checkoutStepEvent(definition.tracking, formStep);
    return `${event} ${checkout} ${checkoutStep}`;
  });

const ENTRIES = Object.entries(BRAND_FORM_DEFINITIONS) as [BrandLeadFormId, BrandFormDefinition][];

describe('the brand forms (SPEC §7 brand-specific POSTs)', () => {
  it('every brand form a config can list has a definition, the daily-express lookup aside (it sends no lead)', () => {
    expect([...Object.keys(BRAND_FORM_DEFINITIONS), 'emilfrey/daily-express'].sort()).toEqual([...BRAND_FORMS].sort());
  });

  describe.each(ENTRIES)('%s', (id, definition) => {
    const fields = allFields(definition);
    const formData = id === 'multilease/change-name' ? withProof() : new FormData();

    it('goes to its brand action, each field a path of that contract, each once', () => {
      expect(leadCallName(definition)).toBe(id);
      const schema = leadContractOf(definition, contracts);
      expect(fields.map((field) => field.name).filter((name) => !schemaAt(schema, name))).toEqual([]);
      expect(new Set(fields.map((field) => field.name)).size).toBe(fields.length);
    });

    it('a filled form passes the contract', () => {
      const { parsed, errors } = validate(definition, TYPED[id], formData);
      expect(errors).toEqual({});
      expect(parsed.success).toBe(true);
    });

    const required = fields.filter((field) => field.required && field.name !== 'contact.phonePrefix').map((field) => [field.name]);
    it.each(required)("without %s the contract reports 'required' there, nothing else", (name) => {
      const values = { ...TYPED[id], [name]: '' };
      const without = name === 'documentFileId' ? new FormData() : formData;
      expect(validate(definition, values, without).errors).toEqual({ [name]: 'required' });
    });
  });

  it('contact: subject, message, the dealer only when named', () => {
    const suzuki = validate(BRAND_FORM_DEFINITIONS['suzuki/contact'], TYPED['suzuki/contact']).parsed.data;
    expect(suzuki).toMatchObject({ subject: 'Frage zum Swift', dealerId: 233, privacyAccepted: true, contact: { firstName: 'Anna' } });
    expect(validate(BRAND_FORM_DEFINITIONS['zeekr/contact'], TYPED['zeekr/contact']).parsed.data).not.toHaveProperty('dealerId');
    expect(validate(BRAND_FORM_DEFINITIONS['suzuki/contact'], { ...TYPED['suzuki/contact'], 'contact.email': 'anna@' }).errors).toEqual({
      'contact.email': 'invalid',
    });
  });

  it('zeekr test drive: the model as a number, the wish date optional', () => {
    const definition = BRAND_FORM_DEFINITIONS['zeekr/model-test-drive'];
    expect(validate(definition, { ...TYPED['zeekr/model-test-drive'], wishDate: '' }).parsed.data).toMatchObject({
      modelId: 801,
      location: 'Garage Zimmermann AG, Biel/Bienne',
    });
    expect(validate(definition, { ...TYPED['zeekr/model-test-drive'], wishDate: '4.5.2030' }).errors).toEqual({ wishDate: 'invalid' });
  });

  it('emilfrey newsletter: the ticked brands as a list, names optional', () => {
    const { parsed } = validate(BRAND_FORM_DEFINITIONS['emilfrey/newsletter'], TYPED['emilfrey/newsletter']);
    expect(parsed.data).toEqual({ email: 'anna@example.ch', firstName: 'Anna', brands: ['kia', 'zeekr'], privacyAccepted: true });
  });

  it('multilease: the new address nested, the year as a number, a wrong date or year invalid', () => {
    const address = validate(BRAND_FORM_DEFINITIONS['multilease/change-address'], TYPED['multilease/change-address']).parsed.data;
    expect(address).toMatchObject({ newAddress: { street: 'Bahnhofstrasse', zip: '8001' }, validFrom: '2030-01-01' });
    const payments = BRAND_FORM_DEFINITIONS['multilease/my-payments'];
    expect(validate(payments, { ...CONTRACT, year: '' }).parsed.data).toEqual({
      contractNumber: 'ML-2024-000123',
      email: 'anna@example.ch',
    });
    expect(validate(payments, { ...CONTRACT, year: '1999' }).errors).toEqual({ year: 'invalid' });
    const liabilities = BRAND_FORM_DEFINITIONS['multilease/leasing-liabilities'];
    expect(validate(liabilities, { ...CONTRACT, referenceDate: '31.12.2029' }).errors).toEqual({ referenceDate: 'invalid' });
  });

  it('payment slip: by post the address is required, by e-mail it is not asked', () => {
    const definition = BRAND_FORM_DEFINITIONS['multilease/order-payment-slip'];
    expect(validate(definition, { ...CONTRACT, delivery: 'mail' }).errors).toEqual({
      'address.street': 'required',
      'address.number': 'required',
      'address.zip': 'required',
      'address.city': 'required',
    });
    expect(validate(definition, { ...CONTRACT, delivery: 'email' }).parsed.data).toEqual({ ...CONTRACT, delivery: 'email' });
  });

  it('change of name: a chosen proof stands in for its upload; without one the proof is required', () => {
    const definition = BRAND_FORM_DEFINITIONS['multilease/change-name'];
    expect(validate(definition, TYPED['multilease/change-name'], withProof()).parsed.data).toMatchObject({ reason: 'marriage' });
    expect(validate(definition, TYPED['multilease/change-name']).errors).toEqual({ documentFileId: 'required' });
  });

  it.each([
    ['suzuki/contact', ['begin_checkout suzuki_contact 1', 'checkout_progress suzuki_contact 2', 'checkout_confirmation suzuki_contact 3']],
    [
      'zeekr/model-test-drive',
      ['begin_checkout model_test_drive 1', 'checkout_progress model_test_drive 1', 'checkout_confirmation model_test_drive 2'],
    ],
    ['emilfrey/newsletter', ['begin_checkout emilfrey_newsletter 1', 'checkout_confirmation emilfrey_newsletter 2']],
    [
      'multilease/change-name',
      [
        'begin_checkout multilease_change_name 1',
        'checkout_progress multilease_change_name 2',
        'checkout_confirmation multilease_change_name 3',
      ],
    ],
    ['multilease/my-payments', ['begin_checkout multilease_my_payments 1', 'checkout_confirmation multilease_my_payments 2']],
  ] as const)('%s tracks the generic form steps (the test drive as SPEC §9: 1, then 2)', (id, walk) => {
    expect(trackingWalk(BRAND_FORM_DEFINITIONS[id])).toEqual(walk);
  });
});
