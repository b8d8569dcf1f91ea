import { queryOptions, useQuery } from '@tanstack/react-query';
import { contract, callService, useApiContext, type ApiContext } from '@carweb/api-http';

/** GET brand-world/page/{brandSlug} */
export function getBrandPage(ctx: ApiContext, brandSlug: string, signal?: AbortSignal) {
  return callService(ctx, 'model', `brand-world/page/${encodeURIComponent(brandSlug)}`, { schema: contract('brandPageSchema'), signal });
}

export function brandPageQuery(ctx: ApiContext, brandSlug: string) {
  return queryOptions({
    queryKey: ['model', 'brand-page', ctx.locale, brandSlug],
    queryFn: ({ signal }) => getBrandPage(ctx, brandSlug, signal),
    staleTime: 3_600_000,
  });
}

export function useBrandPage(brandSlug: string) {
  return useQuery(brandPageQuery(useApiContext(), brandSlug));
}
