// Plain constants of the contracts, free of zod: the browser imports them without loading any schema
// (decision 0011).

/** The site's languages (SPEC §2); a dealer's and a brand's locales are drawn from them. */
export const LOCALES = ['de', 'fr', 'it', 'en', 'sl'] as const;

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

/**
 * The vehicle list URL parameters of SPEC §3 and what each holds, in the order canonical URLs write them:
 * `codes` — a list, written `name[]` in URLs (dealerId's codes are dealer ids); `number` — one number; `text` — one text.
 * The one table of them: the URL state (util-search-state), the sandbox's filter schema and the fuzzing read it.
 */
export const VEHICLE_LIST_URL_PARAMETER_KINDS = {
  make: 'text',
  model: 'codes',
  cond: 'codes',
  fuel: 'codes',
  body: 'codes',
  bodycol: 'codes',
  trans: 'codes',
  drive: 'codes',
  vehtyp: 'codes',
  equip: 'codes',
  efficiency: 'codes',
  qualitytags: 'codes',
  buyingtags: 'codes',
  actiontags: 'codes',
  pricefrom: 'number',
  priceto: 'number',
  ratefrom: 'number',
  rateto: 'number',
  yearfrom: 'number',
  yearto: 'number',
  year: 'number',
  kmfrom: 'number',
  kmto: 'number',
  seatsfrom: 'number',
  seatsto: 'number',
  lat: 'number',
  lon: 'number',
  radius: 'number',
  dealerId: 'codes',
  dealerName: 'text',
  matching: 'text',
  sort: 'text',
  limit: 'number',
  page: 'number',
} as const satisfies Record<string, 'codes' | 'number' | 'text'>;

type ParameterKinds = typeof VEHICLE_LIST_URL_PARAMETER_KINDS;
export type VehicleListUrlParameter = keyof ParameterKinds;
/** The parameters of one kind, e.g. `VehicleListParameterOf<'codes'>`. */
export type VehicleListParameterOf<K extends ParameterKinds[VehicleListUrlParameter]> = {
  [P in VehicleListUrlParameter]: ParameterKinds[P] extends K ? P : never;
}[VehicleListUrlParameter];

/** Every vehicle list URL parameter of SPEC §3, in the order canonical URLs write them. */
export const VEHICLE_LIST_URL_PARAMETERS = Object.keys(VEHICLE_LIST_URL_PARAMETER_KINDS) as readonly VehicleListUrlParameter[];

const parametersOf = <K extends ParameterKinds[VehicleListUrlParameter]>(kind: K) =>
  VEHICLE_LIST_URL_PARAMETERS.filter((name): name is VehicleListParameterOf<K> => VEHICLE_LIST_URL_PARAMETER_KINDS[name] === kind);

/** The parameters that hold a list, written `name[]` in URLs. */
export const VEHICLE_LIST_ARRAY_PARAMETERS: readonly VehicleListParameterOf<'codes'>[] = parametersOf('codes');
/** The parameters that hold one number. */
export const VEHICLE_LIST_NUMBER_PARAMETERS: readonly VehicleListParameterOf<'number'>[] = parametersOf('number');
/** The parameters that hold one text. */
export const VEHICLE_LIST_TEXT_PARAMETERS: readonly VehicleListParameterOf<'text'>[] = parametersOf('text');
