import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldErrorsOf } from './field-errors';
import type { FieldSpec } from './lead-form';

const label = { id: 'test.label' };
const fields: FieldSpec[] = [
  { name: 'contact.firstName', kind: 'text', label },
  { name: 'contact.email', kind: 'email', label },
  { name: 'wishDate', kind: 'date', label },
  { name: 'vehicle', kind: 'text', label },
  { name: 'privacyAccepted', kind: 'checkbox', label },
];

const issue = (path: PropertyKey[], message: string) => ({ path, message });

describe('fieldErrorsOf', () => {
  it("maps 'required' to required and any other message to invalid", () => {
    expect(
      fieldErrorsOf(
        [issue(['contact', 'firstName'], 'required'), issue(['contact', 'email'], 'invalid'), issue(['wishDate'], 'Too small')],
        fields,
      ),
    ).toEqual({ 'contact.firstName': 'required', 'contact.email': 'invalid', wishDate: 'invalid' });
  });

  it('keeps the first error per field', () => {
    expect(fieldErrorsOf([issue(['contact', 'email'], 'required'), issue(['contact', 'email'], 'invalid')], fields)).toEqual({
      'contact.email': 'required',
    });
  });

  it("keeps the form's order, not the order of the issues", () => {
    const errors = fieldErrorsOf(
      [issue(['privacyAccepted'], 'required'), issue(['wishDate'], 'invalid'), issue(['contact', 'firstName'], 'required')],
      fields,
    );
    expect(Object.keys(errors)).toEqual(['contact.firstName', 'wishDate', 'privacyAccepted']);
  });

  it('tells an issue on a nested path to the nearest field above it', () => {
    expect(fieldErrorsOf([issue(['vehicle', 'firstRegistration', 'year'], 'invalid')], fields)).toEqual({ vehicle: 'invalid' });
  });

  it('does not match a field by a mere name prefix, and drops issues of paths the form does not show', () => {
    expect(
      fieldErrorsOf([issue(['vehicleId'], 'required'), issue(['dealerId'], 'required'), issue(['contact'], 'required')], fields),
    ).toEqual({});
  });

  it('works on real zod issues (numeric path segments included)', () => {
    const schema = z.object({
      contact: z.object({ firstName: z.string().min(1, 'required'), email: z.email('invalid') }),
      vehicle: z.array(z.string().min(2, 'invalid')),
    });
    const result = schema.safeParse({ contact: { firstName: '', email: 'nope' }, vehicle: ['a'] });
    expect(result.success).toBe(false);
    expect(fieldErrorsOf(result.error?.issues ?? [], fields)).toEqual({
      'contact.firstName': 'required',
      'contact.email': 'invalid',
      vehicle: 'invalid',
    });
  });

  it('a whole group missing (nothing of it typed) marks each of its required fields as required', () => {
    const group: FieldSpec[] = [
      { name: 'contact.firstName', kind: 'text', label, required: true },
      { name: 'contact.company', kind: 'text', label },
      { name: 'contact.email', kind: 'email', label, required: true },
      { name: 'privacyAccepted', kind: 'checkbox', label, required: true },
    ];
    const issues = [issue(['contact'], 'Invalid input: expected object, received undefined')];
    expect(fieldErrorsOf(issues, group)).toEqual({ 'contact.firstName': 'required', 'contact.email': 'required' });
  });
});
