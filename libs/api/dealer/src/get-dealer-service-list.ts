import { queryOptions, useQuery } from '@tanstack/react-query';
import { contract, callService, useApiContext, type ApiContext } from '@carweb/api-http';

/** GET {dealerId}/dealer/service-list: the service pages of a dealer */
export function getDealerServiceList(ctx: ApiContext, dealerId: number, signal?: AbortSignal) {
  return callService(ctx, 'dealer', `${dealerId}/dealer/service-list`, { schema: contract('dealerServiceListSchema'), signal });
}

export function dealerServiceListQuery(ctx: ApiContext, dealerId: number) {
  return queryOptions({
    queryKey: ['dealer', 'service-list', ctx.locale, dealerId],
    queryFn: ({ signal }) => getDealerServiceList(ctx, dealerId, signal),
  });
}

export function useDealerServiceList(dealerId: number) {
  return useQuery(dealerServiceListQuery(useApiContext(), dealerId));
}
