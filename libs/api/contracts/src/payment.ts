import { z } from 'zod';

/** Payment status values of SPEC §3. */
export const paymentStatusSchema = z.enum(['AUTHORIZED', 'CANCELED', 'CAPTURED', 'PENDING', 'ERROR']);
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;

/** GET payment-status/{paymentSessionId} */
export const paymentStatusResponseSchema = z.object({ status: paymentStatusSchema, paymentSessionId: z.string() });
export type PaymentStatusResponse = z.infer<typeof paymentStatusResponseSchema>;
