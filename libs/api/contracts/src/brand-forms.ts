import { z } from 'zod';
import { addressSchema, contactDataSchema } from './forms';
import {
  dateField,
  emailField,
  FIELD_ERROR,
  lineString,
  optionalText,
  privacyField,
  requiredEnum,
  requiredFreeText,
  requiredId,
  requiredText,
} from './form-fields';

/** Brand-specific POSTs under {locale}/{brand}.ch/{platform}/… (SPEC §7). */
const contractNumber = () => requiredText(30);

export const multileaseChangeAddressPayloadSchema = z.object({
  contractNumber: contractNumber(),
  email: emailField(),
  newAddress: addressSchema,
  validFrom: dateField(),
  privacyAccepted: privacyField(),
});

/** Sent as form data (urlencoded or multipart), so every value arrives as a string. */
export const multileaseChangeNamePayloadSchema = z.object({
  contractNumber: contractNumber(),
  email: emailField(),
  previousLastName: requiredText(60),
  newFirstName: requiredText(60),
  newLastName: requiredText(60),
  reason: requiredEnum(['marriage', 'divorce', 'other']),
  /** the document that proves the new name (e.g. a marriage certificate), uploaded first (form service utility/upload) */
  documentFileId: requiredText(80),
  privacyAccepted: z
    .union([z.literal(true), z.literal('true'), z.literal('on')], { error: () => FIELD_ERROR.required })
    .transform(() => true as const),
});

export const multileaseLeasingLiabilitiesPayloadSchema = z.object({
  contractNumber: contractNumber(),
  email: emailField(),
  referenceDate: dateField().optional(),
});
export const multileaseMyPaymentsPayloadSchema = z.object({
  contractNumber: contractNumber(),
  email: emailField(),
  year: z.number().int().min(2000).max(2100).optional(),
});
export const multileaseOrderPaymentSlipPayloadSchema = z
  .object({
    contractNumber: contractNumber(),
    email: emailField(),
    delivery: requiredEnum(['email', 'mail']),
    address: addressSchema.optional(),
  })
  .refine((p) => p.delivery !== 'mail' || p.address !== undefined, { message: FIELD_ERROR.required, path: ['address'] });

export const brandContactPayloadSchema = z.object({
  contact: contactDataSchema,
  subject: requiredText(120),
  message: requiredFreeText(2000),
  dealerId: z.number().int().optional(),
  privacyAccepted: privacyField(),
});

export const zeekrModelTestDrivePayloadSchema = z.object({
  contact: contactDataSchema,
  modelId: requiredId(),
  location: requiredText(80),
  wishDate: dateField().optional(),
  privacyAccepted: privacyField(),
});

export const newsletterPayloadSchema = z.object({
  email: emailField(),
  firstName: optionalText(60),
  lastName: optionalText(60),
  brands: z.array(lineString()).default([]),
  privacyAccepted: privacyField(),
});

/** brand → action → payload schema; `form: true` marks the form-data POST. */
export const BRAND_FORM_SCHEMAS = {
  multilease: {
    'change-address': multileaseChangeAddressPayloadSchema,
    'change-name': multileaseChangeNamePayloadSchema,
    'leasing-liabilities': multileaseLeasingLiabilitiesPayloadSchema,
    'my-payments': multileaseMyPaymentsPayloadSchema,
    'order-payment-slip': multileaseOrderPaymentSlipPayloadSchema,
  },
  suzuki: { contact: brandContactPayloadSchema },
  zeekr: { contact: brandContactPayloadSchema, 'model-test-drive': zeekrModelTestDrivePayloadSchema },
  emilfrey: { contact: brandContactPayloadSchema, newsletter: newsletterPayloadSchema },
} as const;
export const FORM_DATA_BRAND_ACTIONS = [['multilease', 'change-name']] as const;
