import { queryOptions } from '@tanstack/react-query';
import type { SearchCriteriaResponse } from '@carweb/api-contracts';
import { getSearchCriteria, getTopCars, vehicleCardList } from '@carweb/api-core';
import type { ApiContext } from '@carweb/api-http';

/** How many top cars the home's carousel shows. */
export const TOP_CARS_LIMIT = 8;

/** The filters the home offers as entry points into the list (SPEC §3 filter names, `body[]=…` / `fuel[]=…`). */
export const ENTRY_POINT_FILTERS = ['body', 'fuel'] as const;
export type EntryPointFilter = (typeof ENTRY_POINT_FILTERS)[number];

export interface EntryPoint {
  id: string;
  name: string;
  /** vehicles with this value, when the search criteria say */
  count: number | undefined;
}
export type EntryPoints = Record<EntryPointFilter, EntryPoint[]>;

/**
 * The brand's top cars (core list/top-cars) as cards: the server HTML carries only what a card shows. `api` is the
 * market's context (the corporate platform).
 */
export function topCarCardsQuery(api: ApiContext) {
  return queryOptions({
    queryKey: ['vehicle-market-home', 'top-cars', api.locale, api.wholesaler, api.platform],
    queryFn: async ({ signal }) => vehicleCardList(await getTopCars(api, { limit: TOP_CARS_LIMIT }, undefined, signal)),
  });
}

/** The body types and fuels of the search criteria that have vehicles; a value without a count is kept (count unknown). */
export function entryPointsOf(criteria: SearchCriteriaResponse): EntryPoints {
  const valuesOf = (name: EntryPointFilter): EntryPoint[] =>
    (criteria.filter.find((group) => group.identifier === name)?.values ?? [])
      .flatMap((value) => ('id' in value ? [{ id: value.id, name: value.name, count: value.count }] : []))
      .filter((value) => value.count === undefined || value.count > 0);
  return { body: valuesOf('body'), fuel: valuesOf('fuel') };
}

/**
 * Body types and fuels with their counts (core filter/search-criteria of the whole market), reduced to what the entry
 * points show, so the server HTML does not carry every facet of the list.
 */
export function entryPointsQuery(api: ApiContext) {
  return queryOptions({
    queryKey: ['vehicle-market-home', 'entry-points', api.locale, api.wholesaler, api.platform],
    queryFn: async ({ signal }) => entryPointsOf(await getSearchCriteria(api, {}, signal)),
  });
}
