import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { contract, callService, useApiContext, type ApiContext } from '@carweb/api-http';

/** GET {dealerId}/dealer/homepage */
export function getDealerHomepage(ctx: ApiContext, dealerId: number, signal?: AbortSignal) {
  return callService(ctx, 'dealer', `${dealerId}/dealer/homepage`, { schema: contract('dealerHomepageSchema'), signal });
}

export function dealerHomepageQuery(ctx: ApiContext, dealerId: number) {
  return queryOptions({
    queryKey: ['dealer', 'homepage', ctx.locale, dealerId],
    queryFn: ({ signal }) => getDealerHomepage(ctx, dealerId, signal),
  });
}

export function useDealerHomepage(dealerId: number) {
  return useSuspenseQuery(dealerHomepageQuery(useApiContext(), dealerId));
}
