import { z } from 'zod';
import { idNameSchema } from './common';
import { leasingDataSchema, subscriptionDataSchema } from './leasing';
import { vehicleSchema } from './vehicle';

const codedValue = z.object({ value: z.string(), id: z.string() });

/** detail/{id}: the card fields plus everything the detail tabs show. */
export const vehicleDetailSchema = vehicleSchema.extend({
  transmission: codedValue,
  drive: codedValue,
  vehicleType: codedValue,
  seats: z.number().int(),
  powerKw: z.number().int(),
  powerHp: z.number().int(),
  efficiencyClass: z.string(),
  equipment: z.array(idNameSchema),
  qualityTags: z.array(idNameSchema),
  buyingTags: z.array(idNameSchema),
  actionTags: z.array(idNameSchema),
  comment: z.string(),
  images: z.array(z.string()),
  environment: z.object({
    consumption: z.number().nullable(),
    consumptionUnit: z.enum(['l/100km', 'kWh/100km']),
    emission: z.number().nullable(),
    efficiencyClass: z.string(),
    fuel: z.string(),
  }),
  /** SPEC §9: 7 years or 150,000 km, whichever comes first */
  warranty: z
    .object({ years: z.number().int(), km: z.number().int(), validUntil: z.object({ year: z.number().int(), month: z.number().int() }) })
    .nullable(),
  leasing: leasingDataSchema.extend({ kmPerYear: z.number().int(), interestRate: z.number() }).nullable(),
  subscription: subscriptionDataSchema.nullable(),
  dealer: z.object({
    dealerId: z.number().int(),
    slug: z.string(),
    name: z.string(),
    street: z.string(),
    zip: z.string(),
    city: z.string(),
    phone: z.string(),
    email: z.string(),
    latitude: z.number(),
    longitude: z.number(),
  }),
  onlineBuyPossible: z.boolean(),
  reservationPossible: z.boolean(),
  testDrivePossible: z.boolean(),
});
export type VehicleDetail = z.infer<typeof vehicleDetailSchema>;

/** detail/additional-packages?year&month&modelId */
export const additionalPackageSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  price: z.number(),
  monthlyPrice: z.number(),
  items: z.array(z.string()),
});
export const additionalPackagesResponseSchema = z.object({ additionalPackages: z.array(additionalPackageSchema) });
export type AdditionalPackagesResponse = z.infer<typeof additionalPackagesResponseSchema>;
