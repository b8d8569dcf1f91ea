import type { VehicleSort } from '@carweb/api-contracts';
import {
  VEHICLE_LIST_ARRAY_PARAMETERS,
  VEHICLE_LIST_NUMBER_PARAMETERS,
  VEHICLE_LIST_TEXT_PARAMETERS,
  VEHICLE_LIST_URL_PARAMETERS,
} from '@carweb/api-contracts/constants';

/** Vehicle list page size (SPEC §9). */
export const PAGE_SIZE = 24;
/** A shared URL may ask for many pages at once; the server renders at most this many. */
export const MAX_PAGE = 20;

/** URL parameters that hold a list of codes; written `name[]` in URLs (SPEC §3). */
export const ARRAY_PARAMETERS = VEHICLE_LIST_ARRAY_PARAMETERS;
export type ArrayParameter = (typeof ARRAY_PARAMETERS)[number];

/** URL parameters that hold one number. */
export const NUMBER_PARAMETERS = VEHICLE_LIST_NUMBER_PARAMETERS;
export type NumberParameter = (typeof NUMBER_PARAMETERS)[number];

/** URL parameters that hold one text. */
export const TEXT_PARAMETERS = VEHICLE_LIST_TEXT_PARAMETERS;
export type TextParameter = (typeof TEXT_PARAMETERS)[number];

/** Every vehicle list URL parameter of SPEC §3, in the order canonical URLs write them (the contract's table). */
export const URL_PARAMETERS = VEHICLE_LIST_URL_PARAMETERS;
export type UrlParameter = (typeof URL_PARAMETERS)[number];

/**
 * What the visitor filtered: the vehicle list URL parameters, typed. The URL is the state — this
 * object is only ever derived from it (parseMarketFilter) and written back (marketFilterSearch).
 */
export type MarketFilter = {
  [K in Exclude<ArrayParameter, 'dealerId'>]?: string[];
} & { [K in NumberParameter]?: number } & {
  dealerId?: number[];
  make?: string;
  dealerName?: string;
  sort?: VehicleSort;
  matching?: string;
};

export const isArrayParameter = (name: string): name is ArrayParameter => (ARRAY_PARAMETERS as readonly string[]).includes(name);
export const isNumberParameter = (name: string): name is NumberParameter => (NUMBER_PARAMETERS as readonly string[]).includes(name);
export const isTextParameter = (name: string): name is TextParameter => (TEXT_PARAMETERS as readonly string[]).includes(name);
export const isUrlParameter = (name: string): name is UrlParameter => (URL_PARAMETERS as readonly string[]).includes(name);
