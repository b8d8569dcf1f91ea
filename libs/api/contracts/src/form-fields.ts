import { z } from 'zod';

/**
 * Field errors are codes, so every UI language can word them (SPEC §5):
 * required → 'Dieses Feld ist erforderlich', invalid → 'Ungültige Eingabe'.
 */
export const FIELD_ERROR = { required: 'required', invalid: 'invalid' } as const;

const requiredOrInvalid = {
  error: (issue: { input?: unknown }) => (issue.input === undefined || issue.input === null ? FIELD_ERROR.required : FIELD_ERROR.invalid),
};

export const requiredText = (max = 200) => z.string(requiredOrInvalid).trim().min(1, FIELD_ERROR.required).max(max, FIELD_ERROR.invalid);
export const optionalText = (max = 200) => z.string(requiredOrInvalid).trim().max(max, FIELD_ERROR.invalid).optional();
/** an amount in CHF, zero allowed (e.g. a leasing down payment) */
export const requiredAmount = () => z.number(requiredOrInvalid).min(0, FIELD_ERROR.invalid);
export const requiredId = () => z.number(requiredOrInvalid).int(FIELD_ERROR.invalid).positive(FIELD_ERROR.invalid);
export const requiredEnum = <const T extends readonly [string, ...string[]]>(values: T) => z.enum(values, requiredOrInvalid);

export const emailField = () => z.email(requiredOrInvalid).max(200, FIELD_ERROR.invalid);
/** national number without prefix: 6–15 digits, spaces allowed */
export const phoneField = () =>
  z
    .string(requiredOrInvalid)
    .trim()
    .regex(/^[0-9 ]{6,20}$/, FIELD_ERROR.invalid);
export const zipField = () =>
  z
    .string(requiredOrInvalid)
    .trim()
    .regex(/^\d{4,5}$/, FIELD_ERROR.invalid);
/** YYYY-MM-DD */
export const dateField = () => z.iso.date(requiredOrInvalid);
export const privacyField = () => z.literal(true, { error: () => FIELD_ERROR.required });
