import { queryOptions, useQuery } from '@tanstack/react-query';
import { contract, callService, useApiContext, type ApiContext } from '@carweb/api-http';

/** GET {dealerId}/dealer/news */
export function getDealerNews(ctx: ApiContext, dealerId: number, signal?: AbortSignal) {
  return callService(ctx, 'dealer', `${dealerId}/dealer/news`, { schema: contract('newsListSchema'), signal });
}

export function dealerNewsQuery(ctx: ApiContext, dealerId: number) {
  return queryOptions({
    queryKey: ['dealer', 'news', ctx.locale, dealerId],
    queryFn: ({ signal }) => getDealerNews(ctx, dealerId, signal),
  });
}

export function useDealerNews(dealerId: number) {
  return useQuery(dealerNewsQuery(useApiContext(), dealerId));
}
