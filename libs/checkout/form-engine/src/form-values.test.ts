import { describe, expect, it } from 'vitest';
import { flatValuesOf, payloadOf } from './form-values';
import type { FieldSpec } from './lead-form';

const label = { id: 'test.label' };
const fields: FieldSpec[] = [
  { name: 'contact.firstName', kind: 'text', label },
  { name: 'contact.lastName', kind: 'text', label },
  { name: 'address.zip', kind: 'text', label },
  { name: 'leasing.downPayment', kind: 'number', label },
  { name: 'leasing.totalRuntime', kind: 'select', label, numeric: true, options: [] },
  { name: 'deliveryType', kind: 'radio', label, options: [] },
  { name: 'contactTime', kind: 'checkboxes', label, options: [] },
  { name: 'privacyAccepted', kind: 'checkbox', label },
  { name: 'message', kind: 'textarea', label },
];

const formData = (entries: [string, string][]) => {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
};

describe('flatValuesOf', () => {
  it('reads one string per field and a list per checkbox group, as typed', () => {
    const values = flatValuesOf(
      formData([
        ['contact.firstName', ' Anna '],
        ['contactTime', 'morning'],
        ['contactTime', 'noon'],
        ['privacyAccepted', 'on'],
        ['other', 'ignored'],
      ]),
      fields,
    );
    expect(values).toEqual({ 'contact.firstName': ' Anna ', contactTime: ['morning', 'noon'], privacyAccepted: 'on' });
  });

  it('gives an empty list for a checkbox group with nothing ticked and leaves unposted fields out', () => {
    expect(flatValuesOf(formData([]), fields)).toEqual({ contactTime: [] });
  });

  it('skips file fields (their value is the upload id the action sets)', () => {
    const data = formData([['document', 'x']]);
    expect(flatValuesOf(data, [{ name: 'document', kind: 'file', label, accept: '.pdf' }])).toEqual({});
  });
});

describe('payloadOf', () => {
  it('turns dotted names into nested objects', () => {
    expect(payloadOf({ 'contact.firstName': 'Anna', 'contact.lastName': 'Muster', 'address.zip': '8001' }, fields)).toEqual({
      contact: { firstName: 'Anna', lastName: 'Muster' },
      address: { zip: '8001' },
      contactTime: [],
      privacyAccepted: false,
    });
  });

  it.each([
    ['12000', 12000],
    ["12'000", 12000],
    ['12’000', 12000],
    ['12 000', 12000],
    [' 1 500.50 ', 1500.5],
  ])('reads the number %j as %d', (text, number) => {
    expect(payloadOf({ 'leasing.downPayment': text }, fields)).toMatchObject({ leasing: { downPayment: number } });
  });

  it('reads a numeric select as a number and keeps a plain radio a string', () => {
    expect(payloadOf({ 'leasing.totalRuntime': '36', deliveryType: 'pickup' }, fields)).toMatchObject({
      leasing: { totalRuntime: 36 },
      deliveryType: 'pickup',
    });
  });

  it('leaves a number that is not one to the contract (NaN)', () => {
    expect((payloadOf({ 'leasing.downPayment': 'abc' }, fields)['leasing'] as { downPayment: number }).downPayment).toBeNaN();
  });

  it("an unticked checkbox is false, 'on' (and 'true') is true", () => {
    expect(payloadOf({}, fields)['privacyAccepted']).toBe(false);
    expect(payloadOf({ privacyAccepted: 'on' }, fields)['privacyAccepted']).toBe(true);
    expect(payloadOf({ privacyAccepted: 'true' }, fields)['privacyAccepted']).toBe(true);
    expect(payloadOf({ privacyAccepted: '' }, fields)['privacyAccepted']).toBe(false);
  });

  it('a checkbox group is an array, also from a single string', () => {
    expect(payloadOf({ contactTime: ['morning', 'afternoon'] }, fields)['contactTime']).toEqual(['morning', 'afternoon']);
    expect(payloadOf({ contactTime: 'noon' }, fields)['contactTime']).toEqual(['noon']);
    expect(payloadOf({ contactTime: [] }, fields)['contactTime']).toEqual([]);
  });

  it('a numeric checkbox group is an array of numbers (ids the contract wants as numbers)', () => {
    const modelIds: FieldSpec = { name: 'modelIds', kind: 'checkboxes', label, numeric: true, options: [] };
    expect(payloadOf({ modelIds: ['101', '105'] }, [modelIds])).toEqual({ modelIds: [101, 105] });
    expect(payloadOf({ modelIds: '103' }, [modelIds])).toEqual({ modelIds: [103] });
    expect(payloadOf({}, [modelIds])).toEqual({ modelIds: [] });
  });

  it('an empty or blank text is absent, a text is trimmed', () => {
    const payload = payloadOf(
      { 'contact.firstName': '   ', 'contact.lastName': ' Muster ', message: '', 'leasing.downPayment': ' ' },
      fields,
    );
    expect(payload['contact']).toEqual({ lastName: 'Muster' });
    expect(payload).not.toHaveProperty('message');
    expect(payload).not.toHaveProperty('leasing');
  });

  it('a line break at the end of a text stays, for the contract to refuse', () => {
    const payload = payloadOf({ 'contact.lastName': ' Muster\r\n', message: 'Hallo\r\n' }, fields);
    expect(payload).toMatchObject({ contact: { lastName: 'Muster\r\n' }, message: 'Hallo\r\n' });
    expect(payloadOf({ 'contact.lastName': '\r\n' }, fields)).not.toHaveProperty('contact');
  });

  it('flatValuesOf then payloadOf: the same payload the browser and the server build', () => {
    const data = formData([
      ['contact.firstName', 'Anna'],
      ['leasing.downPayment', "5'000"],
      ['contactTime', 'noon'],
      ['privacyAccepted', 'on'],
    ]);
    expect(payloadOf(flatValuesOf(data, fields), fields)).toEqual({
      contact: { firstName: 'Anna' },
      leasing: { downPayment: 5000 },
      contactTime: ['noon'],
      privacyAccepted: true,
    });
  });
});
