import { queryOptions, useQuery } from '@tanstack/react-query';
import { contract, callService, useApiContext, type ApiContext } from '@carweb/api-http';

/** GET dealer-list/search-criteria: the dealer search filter (wholesaler, city, type, service) with counts. */
export function getDealerListSearchCriteria(ctx: ApiContext, signal?: AbortSignal) {
  return callService(ctx, 'dealer', 'dealer-list/search-criteria', { schema: contract('dealerListSearchCriteriaSchema'), signal });
}

export function dealerListSearchCriteriaQuery(ctx: ApiContext) {
  return queryOptions({
    queryKey: ['dealer', 'dealer-list-search-criteria', ctx.locale],
    queryFn: ({ signal }) => getDealerListSearchCriteria(ctx, signal),
  });
}

export function useDealerListSearchCriteria() {
  return useQuery(dealerListSearchCriteriaQuery(useApiContext()));
}
