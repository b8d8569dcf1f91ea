import { queryOptions } from '@tanstack/react-query';
import type { VehicleFilter } from '@carweb/api-contracts';
import type { ApiContext } from '@carweb/api-http';
import { getVehicleList } from '@carweb/api-core';
import { SEEN_IDS_LIMIT, type SearchResults } from './saved-searches-model';

/**
 * The current results of a saved search: one core `list` call (SPEC §7), newest first, the API's largest page — its
 * count (totalMatches) and the ids of the newest SEEN_IDS_LIMIT. Only ids and the count are kept (decision 0050).
 */
export function savedSearchResultsQuery(api: ApiContext, request: VehicleFilter, dealerSlug: string | null) {
  const filter: VehicleFilter = { ...request, sort: 'newest', limit: SEEN_IDS_LIMIT, page: 1 };
  return queryOptions({
    queryKey: ['core', 'saved-search-results', api.locale, dealerSlug, filter] as const,
    queryFn: async ({ signal }): Promise<SearchResults> => {
      const response = await getVehicleList(api, filter, dealerSlug ?? undefined, signal);
      return { ids: response.vehicles.map((vehicle) => vehicle.id), total: response.totalMatches };
    },
    // a panel opened again within a minute shows the same counts without asking again
    staleTime: 60_000,
  });
}
