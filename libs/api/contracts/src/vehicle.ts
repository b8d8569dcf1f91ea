import { z } from 'zod';
import { VEHICLE_SORT_OPTIONS, type VehicleListUrlParameter } from './constants';

const valueOf = <T extends z.ZodTypeAny>(schema: T) => z.object({ value: schema });

/** A localized label with the stable code the filters use (e.g. { value: 'Benzin', id: 'petrol' }). */
const codedValue = z.object({ value: z.string(), id: z.string().optional() });

export const currencySchema = z.enum(['EUR', 'CHF']);

export const vehicleTagSchema = z.enum(['youngUsedProgramme', 'reserved', 'topVehicle', 'topDeal']);

export const vehicleSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  isReserved: z.boolean(),
  make: valueOf(z.string()),
  model: z.object({ value: z.string(), id: z.number().int() }),
  modelType: valueOf(z.string()),
  conditionType: codedValue,
  fuelType: codedValue,
  bodyType: codedValue,
  bodyColor: codedValue,
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
  /** km from the searched location, when the filter has lat/lon */
  distance: z.number().optional(),
});
export type Vehicle = z.infer<typeof vehicleSchema>;

export const vehicleListResponseSchema = z.object({
  vehicles: z.array(vehicleSchema),
  totalMatches: z.number().int(),
  currentPage: z.number().int(),
  error: z.boolean(),
  /** banner above the list (SPEC §4 vehicle list state: hero image) */
  heroImage: z.string().nullable().optional(),
});
export type VehicleListResponse = z.infer<typeof vehicleListResponseSchema>;

/**
 * What a result card, the watch list and a list of vehicles read of a vehicle (SPEC §3 card: price,
 * currency, new price, leasing rate, consumption and emission, tags; first registration, mileage,
 * fuel, reserved state, image; id and slug for links and the watch list). List queries keep only
 * these in the query cache (and in the server HTML); the detail page loads the whole vehicle.
 */
export type VehicleCardData = Pick<
  Vehicle,
  | 'id'
  | 'slug'
  | 'isReserved'
  | 'make'
  | 'model'
  | 'modelType'
  | 'fuelType'
  | 'price'
  | 'firstRegistration'
  | 'mileage'
  | 'currency'
  | 'newPrice'
  | 'leasingMonthlyRate'
  | 'combinedConsumption'
  | 'combinedEmission'
  | 'image'
  | 'tags'
>;

/** A vehicle list answer whose vehicles are cards (see VehicleCardData); a full answer is one too. */
export type VehicleCardListResponse = Omit<VehicleListResponse, 'vehicles'> & { vehicles: VehicleCardData[] };

const numeric = z.coerce.number();
const listOf = <T extends z.ZodTypeAny>(item: T) =>
  z.union([item, z.array(item)]).transform((value) => (Array.isArray(value) ? value : [value]) as z.output<T>[]);
const codes = listOf(z.string());

export const vehicleSortSchema = z.enum(VEHICLE_SORT_OPTIONS);
export type VehicleSort = z.infer<typeof vehicleSortSchema>;

export const VEHICLE_LIST_PAGE_SIZE = 24;

/**
 * The `filter` query parameter of the core list calls (JSON-encoded). Keys are the vehicle list URL
 * parameters of SPEC §3; array parameters may also be written `name[]`, single values are accepted for arrays.
 */
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

/** What the sandbox (and any strict consumer) reads from a filter: every URL parameter (constants.ts) typed and coerced. */
export const vehicleSearchFilterSchema = z.object({
  limit: numeric.pipe(z.number().int().min(1).max(100)).optional(),
  page: numeric.pipe(z.number().int().min(1)).optional(),
  make: z.string().optional(),
  model: listOf(z.union([z.string(), z.number()]).transform(String)).optional(),
  pricefrom: numeric.optional(),
  priceto: numeric.optional(),
  ratefrom: numeric.optional(),
  rateto: numeric.optional(),
  yearfrom: numeric.pipe(z.number().int()).optional(),
  yearto: numeric.pipe(z.number().int()).optional(),
  kmfrom: numeric.optional(),
  kmto: numeric.optional(),
  seatsfrom: numeric.optional(),
  seatsto: numeric.optional(),
  year: numeric.pipe(z.number().int()).optional(),
  lat: numeric.pipe(z.number().min(-90).max(90)).optional(),
  lon: numeric.pipe(z.number().min(-180).max(180)).optional(),
  radius: numeric.pipe(z.number().positive().max(1000)).optional(),
  trans: codes.optional(),
  cond: codes.optional(),
  vehtyp: codes.optional(),
  drive: codes.optional(),
  equip: codes.optional(),
  body: codes.optional(),
  bodycol: codes.optional(),
  efficiency: codes.optional(),
  fuel: codes.optional(),
  qualitytags: codes.optional(),
  buyingtags: codes.optional(),
  actiontags: codes.optional(),
  dealerId: listOf(numeric.pipe(z.number().int())).optional(),
  dealerName: z.string().optional(),
  sort: vehicleSortSchema.optional(),
  matching: z.string().optional(),
} satisfies Record<VehicleListUrlParameter, z.ZodTypeAny>);
export type VehicleSearchFilter = z.output<typeof vehicleSearchFilterSchema>;
