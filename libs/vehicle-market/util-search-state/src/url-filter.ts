import type { VehicleSort } from '@carweb/api-contracts';
import { VEHICLE_SORT_OPTIONS } from '@carweb/api-contracts/constants';
import {
  isArrayParameter,
  isNumberParameter,
  isTextParameter,
  MAX_PAGE,
  URL_PARAMETERS,
  type MarketFilter,
  type UrlParameter,
} from './market-filter';

const KEY = /^([A-Za-z_]+)(?:\[(\d*)\])?$/;
const MAX_TEXT = 100;
const MAX_VALUES = 50;

/** Bounds that keep nonsense out of API calls; anything outside is dropped like an unknown parameter. */
const NUMBER_BOUNDS: Partial<Record<UrlParameter, [number, number]>> = {
  limit: [1, 100],
  page: [1, MAX_PAGE],
  lat: [-90, 90],
  lon: [-180, 180],
  radius: [1, 1000],
  year: [1900, 2100],
  yearfrom: [1900, 2100],
  yearto: [1900, 2100],
};
const INTEGER_PARAMETERS = new Set<UrlParameter>(['limit', 'page', 'year', 'yearfrom', 'yearto', 'seatsfrom', 'seatsto']);

function parseNumber(name: UrlParameter, raw: string): number | undefined {
  if (!/^-?\d+(\.\d+)?$/.test(raw.trim())) return undefined;
  const value = Number(raw);
  if (INTEGER_PARAMETERS.has(name) && !Number.isInteger(value)) return undefined;
  const [min, max] = NUMBER_BOUNDS[name] ?? [0, Number.MAX_SAFE_INTEGER];
  return value >= min && value <= max ? value : undefined;
}

const isSort = (value: string): value is VehicleSort => (VEHICLE_SORT_OPTIONS as readonly string[]).includes(value);

/**
 * URL → filter (SPEC §3, §5): parameters not in the allowed list are dropped; array parameters are
 * read from `name[]` (also `name` and `name[n]`), but an entry with index 0 (`name[0]`) is ignored;
 * values that do not fit their parameter (text for a number, unknown sort) are dropped too.
 */
export function parseMarketFilter(search: string | URLSearchParams): MarketFilter {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const filter: Record<string, unknown> = {};
  for (const [key, rawValue] of params) {
    const match = KEY.exec(key);
    if (!match) continue;
    const [, name, index] = match;
    const value = rawValue.trim();
    if (!value || !(URL_PARAMETERS as readonly string[]).includes(name)) continue;
    if (isArrayParameter(name)) {
      if (index === '0') continue;
      const values = (filter[name] as (string | number)[] | undefined) ?? [];
      const item = name === 'dealerId' ? (/^\d+$/.test(value) ? Number(value) : undefined) : value.slice(0, MAX_TEXT);
      if (item !== undefined && !values.includes(item) && values.length < MAX_VALUES) filter[name] = [...values, item];
      continue;
    }
    if (index !== undefined) continue; // a single-value parameter written as an array
    if (isNumberParameter(name)) {
      const number = parseNumber(name, value);
      if (number !== undefined) filter[name] = number;
    } else if (isTextParameter(name)) {
      if (name === 'sort' && !isSort(value)) continue;
      filter[name] = value.slice(0, MAX_TEXT);
    }
  }
  return normalizeFilter(filter as MarketFilter);
}

/** Filter → URL query: canonical order, arrays as `name[]` with sorted values, page 1 left out. */
export function marketFilterSearch(filter: MarketFilter): string {
  const params = new URLSearchParams();
  for (const name of URL_PARAMETERS) {
    const value = filter[name];
    if (value === undefined || value === '' || (name === 'page' && value === 1)) continue;
    if (Array.isArray(value)) {
      for (const item of [...value].map(String).sort()) params.append(`${name}[]`, item);
    } else params.set(name, String(value));
  }
  const query = params.toString().replace(/%5B%5D=/g, '[]=');
  return query ? `?${query}` : '';
}

/** Removes empty arrays and incomplete location parameters (lat, lon and radius only count together). */
export function normalizeFilter(filter: MarketFilter): MarketFilter {
  const result: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(filter)) {
    if (value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) continue;
    result[name] = value;
  }
  const located = result['lat'] !== undefined && result['lon'] !== undefined;
  if (!located) {
    delete result['lat'];
    delete result['lon'];
    delete result['radius'];
    if (result['sort'] === 'distance') delete result['sort'];
  }
  return result as MarketFilter;
}

/** True when two filters select the same vehicles in the same order (paging aside). */
export function sameSelection(a: MarketFilter, b: MarketFilter): boolean {
  const strip = ({ page: _page, ...rest }: MarketFilter) => marketFilterSearch(rest);
  return strip(a) === strip(b);
}
