import { z } from 'zod';
import {
  FIELD_ERROR,
  dateField,
  emailField,
  lineString,
  optionalFreeText,
  optionalText,
  phoneField,
  requiredAmount,
  privacyField,
  requiredEnum,
  requiredId,
  requiredText,
  zipField,
} from './form-fields';

/** Enums of SPEC §3. */
export const genderSchema = requiredEnum(['female', 'male', 'company']);
export const deliveryTypeSchema = requiredEnum(['pickup', 'delivery']);
export const checkoutModeSchema = z.enum(['cash', 'lease', 'subscription']);
export const formTypeSchema = z.enum(['onlineSales', 'onlineSalesForm', 'reservationPaymentForm', 'unspecificReservationPaymentForm']);
export const contactChannelSchema = z.enum(['phone', 'email', 'mail', 'sms', 'messenger']);
export const contactTimeSchema = z.enum(['morning', 'noon', 'afternoon']);
/** Phone prefixes offered: +41 Switzerland, +49 Germany. */
export const phonePrefixSchema = z.enum(['+41', '+49']);
export type Gender = z.infer<typeof genderSchema>;
export type CheckoutMode = z.infer<typeof checkoutModeSchema>;

export const addressSchema = z.object({
  street: requiredText(120),
  number: requiredText(10),
  zip: zipField(),
  city: requiredText(80),
});
export type Address = z.infer<typeof addressSchema>;

export const contactDataSchema = z
  .object({
    gender: genderSchema,
    firstName: requiredText(60),
    lastName: requiredText(60),
    company: optionalText(120),
    email: emailField(),
    phonePrefix: phonePrefixSchema.default('+41'),
    phone: phoneField(),
  })
  .refine((c) => c.gender !== 'company' || Boolean(c.company), { message: FIELD_ERROR.required, path: ['company'] });
export type ContactData = z.infer<typeof contactDataSchema>;

/** Vehicle data of the trade-in and service forms; the engine is optional (SPEC §5). */
export const formVehicleDataSchema = z.object({
  make: requiredText(60),
  model: requiredText(80),
  controlSign: optionalText(20),
  // a number left empty is 'required', not 'invalid' (SPEC §5 texts)
  firstRegistration: z.object({
    year: requiredId().min(1950, FIELD_ERROR.invalid).max(2100, FIELD_ERROR.invalid),
    month: requiredId().max(12, FIELD_ERROR.invalid),
  }),
  mileage: requiredAmount().int(FIELD_ERROR.invalid).max(2_000_000, FIELD_ERROR.invalid),
  engine: optionalText(80),
});
export type FormVehicleData = z.infer<typeof formVehicleDataSchema>;

const leadBase = {
  dealerId: requiredId(),
  contact: contactDataSchema,
  preferredContactChannels: z.array(contactChannelSchema).optional(),
  contactTime: z.array(contactTimeSchema).optional(),
  message: optionalFreeText(2000),
  privacyAccepted: privacyField(),
};

const withAddress = { ...leadBase, address: addressSchema };

export const appointmentPayloadSchema = z.object({ ...leadBase, wishDate: dateField(), vehicleId: z.number().int().optional() });

export const buyingRequestPayloadSchema = z.object({
  ...withAddress,
  vehicleId: requiredId(),
  checkoutMode: checkoutModeSchema.default('cash'),
  formType: formTypeSchema.extract(['onlineSales', 'onlineSalesForm']).optional(),
  deliveryType: deliveryTypeSchema,
  additionalPackageIds: z.array(lineString()).default([]),
  tradeInVehicle: formVehicleDataSchema.optional(),
});

export const leasingPayloadSchema = buyingRequestPayloadSchema.extend({
  checkoutMode: z.literal('lease').default('lease'),
  leasing: z.object({
    totalRuntime: requiredId(),
    kmPerYear: requiredId(),
    downPayment: requiredAmount(),
    monthlyRate: z.number().positive(),
  }),
});

export const subscriptionPayloadSchema = z.object({
  ...withAddress,
  vehicleId: requiredId(),
  checkoutMode: z.literal('subscription').default('subscription'),
  subscription: z.object({ duration: requiredId(), kmPerYear: requiredId(), price: z.number().positive() }),
});

export const contactCorporatePayloadSchema = z.object({ ...leadBase, dealerId: requiredId().optional(), subject: requiredText(120) });

export const modelOfferPayloadSchema = z.object({
  ...leadBase,
  modelId: requiredId(),
  entityId: z.number().int().optional(),
  configurationCode: optionalText(40),
});

export const modelTestDrivePayloadSchema = z.object({ ...leadBase, modelId: requiredId(), wishDate: dateField().optional() });

export const configuratorModelTestDrivePayloadSchema = z.object({
  ...leadBase,
  configurationCode: requiredText(40),
  entityId: requiredId(),
  wishDate: dateField().optional(),
});

/** Reservation with payment; returnUrl is where the payment page sends the visitor back. */
export const reservationPaymentPayloadSchema = z.object({
  ...withAddress,
  vehicleId: requiredId(),
  formType: z.literal('reservationPaymentForm').default('reservationPaymentForm'),
  amount: z.number().int().min(100).max(10_000),
  returnUrl: lineString().min(1),
});

export const reservationUnspecificPaymentPayloadSchema = z.object({
  ...withAddress,
  formType: z.literal('unspecificReservationPaymentForm').default('unspecificReservationPaymentForm'),
  modelId: requiredId(),
  configurationCode: optionalText(40),
  amount: z.number().int().min(100).max(10_000),
  returnUrl: lineString().min(1),
});

export const servicePayloadSchema = z
  .object({
    ...leadBase,
    address: addressSchema.optional(),
    wishDate: dateField(),
    alternativeDate: dateField().optional(),
    workshopServiceIds: z.array(lineString()).min(1, FIELD_ERROR.required),
    vehicle: formVehicleDataSchema,
    alreadyCustomer: z.boolean().default(false),
    corporateClient: z.boolean().default(false),
    companyAddress: addressSchema.optional(),
    replacementCar: z.boolean().default(false),
  })
  // checked beside the other fields' errors too: a form shows it on the step that asks for the company address
  .refine((p) => !p.corporateClient || p.companyAddress !== undefined, {
    message: FIELD_ERROR.required,
    path: ['companyAddress'],
    when: ({ value }) => typeof value === 'object' && value !== null,
  });

export const testDrivePayloadSchema = z.object({ ...leadBase, vehicleId: requiredId(), wishDate: dateField() });

export const tradeInPayloadSchema = z.object({
  ...leadBase,
  vehicle: formVehicleDataSchema,
  condition: z.enum(['excellent', 'good', 'fair', 'poor']).optional(),
  /** a vehicle document uploaded first (utility/upload) */
  documentFileId: optionalText(80),
});

export const brochurePayloadSchema = z
  .object({
    ...leadBase,
    dealerId: requiredId().optional(),
    modelIds: z.array(z.number().int().positive()).min(1, FIELD_ERROR.required),
    delivery: z.enum(['email', 'mail']).default('email'),
    address: addressSchema.optional(),
    /** the configurator's saved configuration the visitor came with (`?configurationCode=`) */
    configurationCode: optionalText(40),
  })
  .refine((p) => p.delivery !== 'mail' || p.address !== undefined, { message: FIELD_ERROR.required, path: ['address'] });

export const softLeadPayloadSchema = z.object({
  email: emailField(),
  firstName: optionalText(60),
  lastName: optionalText(60),
  dealerId: z.number().int().optional(),
  vehicleId: z.number().int().optional(),
  modelId: z.number().int().optional(),
  source: requiredText(60),
  newsletter: z.boolean().default(false),
  /** optional, SPEC §3 form payloads: a search alert's phone and its message (the filter in words and its URL, decision 0049) */
  phone: phoneField().optional(),
  message: optionalFreeText(2000),
  privacyAccepted: privacyField(),
});

export type ServiceFormPayload = z.output<typeof servicePayloadSchema>;

/** Path (under the form service) → payload schema, for every JSON POST of SPEC §7. */
export const FORM_PAYLOAD_SCHEMAS = {
  appointment: appointmentPayloadSchema,
  'buying-request': buyingRequestPayloadSchema,
  'contact-corporate': contactCorporatePayloadSchema,
  leasing: leasingPayloadSchema,
  'model-offer-form': modelOfferPayloadSchema,
  'model-test-drive': modelTestDrivePayloadSchema,
  'reservation-payment': reservationPaymentPayloadSchema,
  'reservation-unspecific-payment': reservationUnspecificPaymentPayloadSchema,
  service: servicePayloadSchema,
  subscription: subscriptionPayloadSchema,
  'test-drive': testDrivePayloadSchema,
  'trade-in': tradeInPayloadSchema,
  brochures: brochurePayloadSchema,
  'configurator-model-test-drive': configuratorModelTestDrivePayloadSchema,
  'soft-lead/submit': softLeadPayloadSchema,
} as const;
export type FormPath = keyof typeof FORM_PAYLOAD_SCHEMAS;
export type FormPayload<P extends FormPath> = z.input<(typeof FORM_PAYLOAD_SCHEMAS)[P]>;
