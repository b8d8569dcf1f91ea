import type { FilterTag } from '@carweb/api-contracts';
import { isArrayParameter, isUrlParameter, type ArrayParameter, type MarketFilter, type NumberParameter } from './market-filter';
import { normalizeFilter } from './url-filter';

type CodeParameter = Exclude<ArrayParameter, 'dealerId'>;

/** Every change of what is filtered starts again at page 1 (SPEC §4: the page resets when the filter changes). */
export function changeFilter(filter: MarketFilter, patch: Partial<MarketFilter>): MarketFilter {
  const { page: _page, ...rest } = { ...filter, ...patch };
  return normalizeFilter(rest);
}

/** Checks or unchecks one code of a checkbox filter (fuel, body, colour, equipment, tags, …). */
export function toggleCode(filter: MarketFilter, name: CodeParameter, code: string): MarketFilter {
  const current = filter[name] ?? [];
  const next = current.includes(code) ? current.filter((c) => c !== code) : [...current, code];
  return changeFilter(filter, { [name]: next });
}

/** Make (top selection of the model filter): choosing another make drops the models of the previous one. */
export function selectMake(filter: MarketFilter, make: string | undefined): MarketFilter {
  if (make === filter.make) return filter;
  return changeFilter(filter, { make, model: undefined });
}

/** A model below its make: checking it also selects the make. */
export function toggleModel(filter: MarketFilter, make: string, modelId: string): MarketFilter {
  const base = filter.make === make ? filter : { ...filter, make, model: [] };
  const models = base.model ?? [];
  const next = models.includes(modelId) ? models.filter((m) => m !== modelId) : [...models, modelId];
  return changeFilter(base, { model: next });
}

export interface RangeValue {
  from?: number;
  to?: number;
}

/** A from/to pair (price, rate, km, seats, registration year); a swapped pair is put in order. */
export function setRange(filter: MarketFilter, fromName: NumberParameter, toName: NumberParameter, range: RangeValue): MarketFilter {
  let { from, to } = range;
  if (from !== undefined && to !== undefined && from > to) [from, to] = [to, from];
  const patch: Partial<MarketFilter> = { [fromName]: from, [toName]: to };
  // an exact registration year and a year range exclude each other
  if (fromName === 'yearfrom') patch.year = undefined;
  return changeFilter(filter, patch);
}

export interface LocationValue {
  lat: number;
  lon: number;
  radius: number;
}

/** Location search: the point and the radius around it; none clears all three (and distance sorting). */
export function setLocation(filter: MarketFilter, location: LocationValue | undefined): MarketFilter {
  const rounded = (n: number) => Math.round(n * 10_000) / 10_000;
  return changeFilter(
    filter,
    location
      ? { lat: rounded(location.lat), lon: rounded(location.lon), radius: location.radius }
      : { lat: undefined, lon: undefined, radius: undefined, sort: filter.sort === 'distance' ? undefined : filter.sort },
  );
}

/** Removes what a filter tag (chip above the list) stands for: a code, a make with its models, a range end. */
export function removeFilterTag(filter: MarketFilter, tag: Pick<FilterTag, 'category' | 'id'>): MarketFilter {
  if (tag.category === 'model') {
    if (tag.id === filter.make) return changeFilter(filter, { make: undefined, model: undefined });
    return changeFilter(filter, { model: (filter.model ?? []).filter((m) => m !== tag.id) });
  }
  if (tag.category === 'location' || tag.id === 'radius') return setLocation(filter, undefined);
  if (isUrlParameter(tag.id) && !isArrayParameter(tag.id)) return changeFilter(filter, { [tag.id]: undefined });
  if (isArrayParameter(tag.category)) {
    return changeFilter(filter, { [tag.category]: (filter[tag.category] ?? []).filter((code) => code !== tag.id) });
  }
  return filter;
}

/** Keeps only how the list is shown (sort, page size); every restriction goes. */
export function clearFilters(filter: MarketFilter): MarketFilter {
  return normalizeFilter({ sort: filter.sort, limit: filter.limit });
}

/** Paging appends: the next page number (SPEC §4: vehicles append when a page is set). */
export function nextPage(filter: MarketFilter): MarketFilter {
  return { ...filter, page: (filter.page ?? 1) + 1 };
}

const NOT_RESTRICTIONS = new Set(['sort', 'limit', 'page', 'lon', 'radius']);

/** How many restrictions are set (the badge on the mobile filter button); lat/lon/radius count once. */
export function activeFilterCount(filter: MarketFilter): number {
  return Object.entries(filter).reduce((count, [name, value]) => {
    if (NOT_RESTRICTIONS.has(name) || value === undefined) return count;
    return count + (Array.isArray(value) ? value.length : 1);
  }, 0);
}
