import { z } from 'zod';

const valueOf = <T extends z.ZodTypeAny>(schema: T) => z.object({ value: schema });

export const currencySchema = z.enum(['EUR', 'CHF']);

export const vehicleTagSchema = z.enum(['youngUsedProgramme', 'reserved', 'topVehicle', 'topDeal']);

export const vehicleSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  isReserved: z.boolean(),
  make: valueOf(z.string()),
  model: z.object({ value: z.string(), id: z.number().int() }),
  modelType: valueOf(z.string()),
  conditionType: valueOf(z.string()),
  fuelType: valueOf(z.string()),
  bodyType: valueOf(z.string()),
  bodyColor: valueOf(z.string()),
  doors: valueOf(z.number().int()),
  price: valueOf(z.number()),
  carNumber: valueOf(z.string()),
  seller: z.object({ id: z.number().int(), name: z.string() }),
  firstRegistration: z.object({ year: z.number().int(), month: z.number().int() }).nullable(),
  mileage: z.number().int(),
  currency: currencySchema,
  newPrice: z.number().nullable(),
  leasingMonthlyRate: z.number().nullable(),
  combinedConsumption: z.number().nullable(),
  combinedEmission: z.number().nullable(),
  image: z.string(),
  tags: z.array(vehicleTagSchema),
  slugLocalizations: z.record(z.string(), z.string()),
});
export type Vehicle = z.infer<typeof vehicleSchema>;

export const vehicleListResponseSchema = z.object({
  vehicles: z.array(vehicleSchema),
  totalMatches: z.number().int(),
  currentPage: z.number().int(),
  error: z.boolean(),
});
export type VehicleListResponse = z.infer<typeof vehicleListResponseSchema>;

/** The `filter` query parameter of the core list calls (JSON-encoded). */
export const vehicleFilterSchema = z
  .object({
    limit: z.number().int().min(1).max(100).optional(),
    page: z.number().int().min(1).optional(),
    dealerId: z.array(z.number().int()).optional(),
    make: z.string().optional(),
    sort: z.string().optional(),
  })
  .passthrough();
export type VehicleFilter = z.infer<typeof vehicleFilterSchema>;
