import { z } from 'zod';

/** A form call succeeds only when the response has success: true (SPEC §5). */
export const formSubmitResponseSchema = z.object({ success: z.literal(true), leadId: z.number().int() }).passthrough();
export type FormSubmitResponse = z.infer<typeof formSubmitResponseSchema>;

export const reservationPaymentResponseSchema = formSubmitResponseSchema.extend({
  paymentSessionId: z.string(),
  redirectUrl: z.string(),
});

export const serviceFormResponseSchema = formSubmitResponseSchema.extend({ checkInHash: z.string() });

/** GET check-in/{hash}: the appointment a service lead created. */
export const checkInSchema = z.object({
  hash: z.string(),
  dealerId: z.number().int(),
  dealerName: z.string(),
  wishDate: z.string(),
  customer: z.object({ firstName: z.string(), lastName: z.string() }),
  vehicle: z.object({ make: z.string(), model: z.string(), controlSign: z.string().nullable() }),
  workshopServices: z.array(z.object({ id: z.string(), name: z.string() })),
  status: z.enum(['scheduled', 'checkedIn']),
});
export type CheckIn = z.infer<typeof checkInSchema>;

/** POST utility/upload (multipart, field `file`): a vehicle document. */
export const uploadResponseSchema = z.object({
  success: z.literal(true),
  fileId: z.string(),
  fileName: z.string(),
  size: z.number().int(),
  contentType: z.string(),
});
export type UploadResponse = z.infer<typeof uploadResponseSchema>;

/** GET emilfrey/daily-express?zip= */
export const dailyExpressResponseSchema = z.object({
  zip: z.string(),
  available: z.boolean(),
  nextDeliveryDate: z.string().nullable(),
  nearestDealer: z.object({ dealerId: z.number().int(), name: z.string(), city: z.string(), distanceKm: z.number() }).nullable(),
});
export type DailyExpressResponse = z.infer<typeof dailyExpressResponseSchema>;
