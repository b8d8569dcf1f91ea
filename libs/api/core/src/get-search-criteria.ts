import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VehicleFilter } from '@carweb/api-contracts';
import { contract, callService, corePath, useApiContext, type ApiContext } from '@carweb/api-http';

/** GET {core}/filter/search-criteria, query filter (JSON): sort options, filters with counts, filter tags. */
export function getSearchCriteria(ctx: ApiContext, filter: VehicleFilter, signal?: AbortSignal) {
  return callService(ctx, 'core', corePath(ctx, 'filter/search-criteria'), {
    schema: contract('searchCriteriaResponseSchema'),
    query: { filter },
    signal,
  });
}

export function searchCriteriaQuery(ctx: ApiContext, filter: VehicleFilter) {
  return queryOptions({
    queryKey: ['core', 'search-criteria', ctx.locale, filter],
    queryFn: ({ signal }) => getSearchCriteria(ctx, filter, signal),
  });
}

export function useSearchCriteria(filter: VehicleFilter) {
  return useQuery(searchCriteriaQuery(useApiContext(), filter));
}
