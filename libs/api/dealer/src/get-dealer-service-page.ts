import { queryOptions, useQuery } from '@tanstack/react-query';
import { contract, callService, useApiContext, type ApiContext } from '@carweb/api-http';

/** GET {dealerId}/dealer/service-page */
export function getDealerServicePage(ctx: ApiContext, dealerId: number, signal?: AbortSignal) {
  return callService(ctx, 'dealer', `${dealerId}/dealer/service-page`, { schema: contract('dealerServicePageSchema'), signal });
}

export function dealerServicePageQuery(ctx: ApiContext, dealerId: number) {
  return queryOptions({
    queryKey: ['dealer', 'service-page', ctx.locale, dealerId],
    queryFn: ({ signal }) => getDealerServicePage(ctx, dealerId, signal),
  });
}

export function useDealerServicePage(dealerId: number) {
  return useQuery(dealerServicePageQuery(useApiContext(), dealerId));
}
