import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { contract, callService, useApiContext, type ApiContext } from '@carweb/api-http';

/** GET dealer-slug/{dealerSlug} */
export function getDealerBySlug(ctx: ApiContext, dealerSlug: string, signal?: AbortSignal) {
  return callService(ctx, 'dealer', `dealer-slug/${encodeURIComponent(dealerSlug)}`, { schema: contract('dealerSchema'), signal });
}

export function dealerBySlugQuery(ctx: ApiContext, dealerSlug: string) {
  return queryOptions({
    queryKey: ['dealer', 'by-slug', ctx.locale, dealerSlug],
    queryFn: ({ signal }) => getDealerBySlug(ctx, dealerSlug, signal),
  });
}

export function useDealerBySlug(dealerSlug: string) {
  return useSuspenseQuery(dealerBySlugQuery(useApiContext(), dealerSlug));
}
