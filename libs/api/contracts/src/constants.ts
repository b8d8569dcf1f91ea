// Plain constants of the contracts, free of zod: the browser imports them without loading any schema
// (decision 0011).

/** Sort options of the vehicle list (SPEC §3 filter name "sorting"). */
export const VEHICLE_SORT_OPTIONS = [
  'relevance',
  'price_asc',
  'price_desc',
  'km_asc',
  'km_desc',
  'year_desc',
  'year_asc',
  'rate_asc',
  'rate_desc',
  'newest',
  'distance',
] as const;

export const SEO_PLACEHOLDERS = [
  'dealerName',
  'vehicleModelName',
  'vehicleBrandName',
  'vehicleDoorsCount',
  'vehicleBodyType',
  'vehicleBodyColor',
  'modelName',
  'modelBrandName',
] as const;

/** Uploads the form service accepts (SPEC §7 utility/upload). */
export const UPLOAD_LIMITS = {
  maxBytes: 10 * 1024 * 1024,
  contentTypes: ['application/pdf', 'image/jpeg', 'image/png', 'image/heic'] as readonly string[],
};
