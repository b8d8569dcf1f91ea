import { describe, expect, it } from 'vitest';
import { brandContactPayloadSchema } from './brand-forms';
import { FIELD_ERROR, emailField, optionalFreeText, phoneField, requiredText } from './form-fields';
import { FORM_PAYLOAD_SCHEMAS, testDrivePayloadSchema } from './forms';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

const lead = {
  dealerId: 1,
  vehicleId: 2,
  wishDate: '2026-05-01',
  contact: { gender: 'male', firstName: 'Max', lastName: 'Muster', email: 'max@example.ch', phone: '079 123 45 67' },
  privacyAccepted: true,
};

describe('lead strings refuse control characters', () => {
  it.each([
    ['CR/LF', 'Max\r\nBcc: x@evil.example'],
    ['LF', 'Max\nMuster'],
    ['NUL', 'Max\u0000'],
    ['ESC', '\u001b[31mMax'],
    ['tab', 'Max\tMuster'],
    ['DEL', 'Max\u007f'],
    ['C1 (NEL)', 'Max\u0085'],
    ['at an end, before the trim', 'Max\r\n'],
  ])('a one-line text with %s is invalid', (_, value) => {
    expect(firstMessage(requiredText(60).safeParse(value))).toBe(FIELD_ERROR.invalid);
  });

  it('keeps ordinary text, accents and inner spaces', () => {
    expect(requiredText(60).parse('  Zoë Müller-Dubois ')).toBe('Zoë Müller-Dubois');
    expect(firstMessage(requiredText(60).safeParse(''))).toBe(FIELD_ERROR.required);
  });

  it('a message keeps tab and lines, CRLF as LF, and refuses the other control characters', () => {
    expect(optionalFreeText().parse('Guten Tag\r\n\r\n\tdie Probefahrt\r\n')).toBe('Guten Tag\n\n\tdie Probefahrt');
    for (const value of ['a\rb', 'a\u0000b', 'a\u001b[2Jb', 'a\u009bb', 'a\u000bb'])
      expect(firstMessage(optionalFreeText().safeParse(value))).toBe(FIELD_ERROR.invalid);
  });

  it('e-mail and phone refuse them too', () => {
    expect(emailField().safeParse('max@example.ch\r\nBcc: x@evil.example').success).toBe(false);
    expect(emailField().safeParse('max\u0000@example.ch').success).toBe(false);
    expect(phoneField().safeParse('079 123 45 67\n').success).toBe(false);
  });

  it('every lead contract uses them: a name, a subject, a list id', () => {
    const name = testDrivePayloadSchema.safeParse({ ...lead, contact: { ...lead.contact, lastName: 'Muster\r\nX' } });
    expect(name.error?.issues).toEqual([expect.objectContaining({ path: ['contact', 'lastName'], message: FIELD_ERROR.invalid })]);
    const subject = brandContactPayloadSchema.safeParse({ ...lead, subject: 'Offerte\u001b]0;x\u0007', message: 'Hallo\r\nWelt' });
    expect(subject.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['subject']);
    const packages = FORM_PAYLOAD_SCHEMAS['buying-request'].safeParse({ additionalPackageIds: ['a\u0000'] });
    expect(packages.error?.issues.some((issue) => issue.path.join('.') === 'additionalPackageIds.0')).toBe(true);
  });

  it('a message typed in a textarea reaches the form service with its lines', () => {
    const parsed = testDrivePayloadSchema.parse({ ...lead, message: 'Zeile 1\r\nZeile 2' });
    expect(parsed.message).toBe('Zeile 1\nZeile 2');
  });
});
