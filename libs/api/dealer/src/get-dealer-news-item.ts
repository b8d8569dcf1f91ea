import { queryOptions, useQuery } from '@tanstack/react-query';
import { contract, callService, useApiContext, type ApiContext } from '@carweb/api-http';

/** GET {dealerId}/dealer/news/{slug} */
export function getDealerNewsItem(ctx: ApiContext, dealerId: number, slug: string, signal?: AbortSignal) {
  return callService(ctx, 'dealer', `${dealerId}/dealer/news/${encodeURIComponent(slug)}`, { schema: contract('newsItemSchema'), signal });
}

export function dealerNewsItemQuery(ctx: ApiContext, dealerId: number, slug: string) {
  return queryOptions({
    queryKey: ['dealer', 'news-item', ctx.locale, dealerId, slug],
    queryFn: ({ signal }) => getDealerNewsItem(ctx, dealerId, slug, signal),
  });
}

export function useDealerNewsItem(dealerId: number, slug: string) {
  return useQuery(dealerNewsItemQuery(useApiContext(), dealerId, slug));
}
