import { z } from 'zod';

/**
 * Field errors are codes, so every UI language can word them (SPEC §5):
 * required → 'Dieses Feld ist erforderlich', invalid → 'Ungültige Eingabe'.
 */
export const FIELD_ERROR = { required: 'required', invalid: 'invalid' } as const;

const requiredOrInvalid = {
  error: (issue: { input?: unknown }) => (issue.input === undefined || issue.input === null ? FIELD_ERROR.required : FIELD_ERROR.invalid),
};

/**
 * C0 and C1 control characters and DEL (Unicode's Cc): a CR/LF splits the header or the line a lead's name or subject is
 * written into (mail, CRM export, logs), ESC drives a terminal, NUL ends a C string. A visitor never types them.
 */
const CONTROL_CHARACTER = /\p{Cc}/u;
/** The same, less tab and newline: a message may have lines (CR of a textarea's CRLF is normalised away first). */
const CONTROL_CHARACTER_IN_FREE_TEXT = /(?![\t\n])\p{Cc}/u;

/** Every lead string: one line, no control character (checked before the trim, so none hides at an end). */
export const lineString = () => z.string(requiredOrInvalid).refine((value) => !CONTROL_CHARACTER.test(value), FIELD_ERROR.invalid);
/** A textarea's text: lines kept, CRLF (what a browser posts) as LF, no other control character. */
const freeString = () =>
  z
    .string(requiredOrInvalid)
    .overwrite((value) => value.replace(/\r\n/g, '\n'))
    .refine((value) => !CONTROL_CHARACTER_IN_FREE_TEXT.test(value), FIELD_ERROR.invalid);

export const requiredText = (max = 200) => lineString().trim().min(1, FIELD_ERROR.required).max(max, FIELD_ERROR.invalid);
export const optionalText = (max = 200) => lineString().trim().max(max, FIELD_ERROR.invalid).optional();
export const requiredFreeText = (max = 2000) => freeString().trim().min(1, FIELD_ERROR.required).max(max, FIELD_ERROR.invalid);
export const optionalFreeText = (max = 2000) => freeString().trim().max(max, FIELD_ERROR.invalid).optional();
/** an amount in CHF, zero allowed (e.g. a leasing down payment) */
export const requiredAmount = () => z.number(requiredOrInvalid).min(0, FIELD_ERROR.invalid);
export const requiredId = () => z.number(requiredOrInvalid).int(FIELD_ERROR.invalid).positive(FIELD_ERROR.invalid);
export const requiredEnum = <const T extends readonly [string, ...string[]]>(values: T) => z.enum(values, requiredOrInvalid);

// z.email's pattern admits no control character
export const emailField = () => z.email(requiredOrInvalid).max(200, FIELD_ERROR.invalid);
/** national number without prefix: 6–15 digits, spaces allowed */
export const phoneField = () =>
  lineString()
    .trim()
    .regex(/^[0-9 ]{6,20}$/, FIELD_ERROR.invalid);
export const zipField = () =>
  lineString()
    .trim()
    .regex(/^\d{4,5}$/, FIELD_ERROR.invalid);
/** YYYY-MM-DD */
export const dateField = () => z.iso.date(requiredOrInvalid);
export const privacyField = () => z.literal(true, { error: () => FIELD_ERROR.required });
