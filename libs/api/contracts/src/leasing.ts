import { z } from 'zod';

/** POST leasing/calculation/cars/{vehicleId} body (SPEC §3 leasing calculation inputs; carId is the path). */
export const leasingCalculationRequestSchema = z.object({
  totalRuntime: z.number().int().positive(),
  kmPerYear: z.number().int().positive(),
  downPayment: z.number().min(0),
});
export type LeasingCalculationRequest = z.infer<typeof leasingCalculationRequestSchema>;

const rangeSchema = z.object({ min: z.number(), max: z.number(), step: z.number() });

export const leasingBoundsSchema = z.object({
  totalRuntime: rangeSchema,
  kmPerYear: rangeSchema,
  downPayment: rangeSchema,
});

export const leasingCalculationResponseSchema = z.object({
  monthlyRate: z.number(),
  /** percent, e.g. 2.94 */
  effectiveAnnualRate: z.number(),
  /** nominal debit interest, percent */
  debitInterest: z.number(),
  residualValue: z.number(),
  financedAmount: z.number(),
  price: z.number(),
  totalRuntime: z.number().int(),
  kmPerYear: z.number().int(),
  downPayment: z.number(),
  currency: z.literal('CHF'),
  bounds: leasingBoundsSchema,
});
export type LeasingCalculationResponse = z.infer<typeof leasingCalculationResponseSchema>;

/**
 * POST leasing/calculation/model: free-form, but the sandbox needs a price source and the three inputs.
 * A configuration is `entityId` with `items` (one colour code and equipment codes); its price is the one leased.
 */
export const modelLeasingCalculationRequestSchema = z
  .object({
    entityId: z.number().int().optional(),
    items: z.array(z.string()).max(60).optional(),
    modelId: z.number().int().optional(),
    price: z.number().positive().optional(),
    totalRuntime: z.number().int().positive(),
    kmPerYear: z.number().int().positive(),
    downPayment: z.number().min(0),
  })
  .passthrough();
export type ModelLeasingCalculationRequest = z.infer<typeof modelLeasingCalculationRequestSchema>;

/** 400 of the leasing calls: the UI shows 'Diese Konfiguration ist leider ungültig.' */
export const invalidLeasingConfigurationSchema = z.object({
  success: z.literal(false),
  error: z.literal('invalidConfiguration'),
  message: z.string(),
  fieldErrors: z.record(z.string(), z.array(z.string())),
});

/** Leasing data (SPEC §3): rate, duration, deposit. */
export const leasingDataSchema = z.object({ rate: z.number(), duration: z.number().int(), deposit: z.number() });
export type LeasingData = z.infer<typeof leasingDataSchema>;

/** Subscription data (SPEC §3): price, duration. */
export const subscriptionDataSchema = z.object({ price: z.number(), duration: z.number().int() });
export type SubscriptionData = z.infer<typeof subscriptionDataSchema>;
