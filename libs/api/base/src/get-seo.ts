import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PageSeo } from '@carweb/api-contracts';
import { contract, callService, logEvent, useApiContext, type ApiContext } from '@carweb/api-http';

export interface SeoRequest {
  /** the page the SEO texts are for (its page type, e.g. homepagePartnerWeb) */
  route: string;
  dealerId?: number;
}

/** GET seo?locale&route&dealerId — the response may be empty: then 'No SEO data found' is logged and null returned. */
export async function getSeo(ctx: ApiContext, request: SeoRequest, signal?: AbortSignal): Promise<PageSeo | null> {
  const response = await callService(ctx, 'base', 'seo', { schema: contract('seoResponseSchema'), query: { ...request }, signal });
  if ('title' in response) return response as PageSeo;
  logEvent('warn', 'No SEO data found', { ...request });
  return null;
}

export function seoQuery(ctx: ApiContext, request: SeoRequest) {
  return queryOptions({
    queryKey: ['base', 'seo', ctx.locale, request.route, request.dealerId ?? null],
    queryFn: ({ signal }) => getSeo(ctx, request, signal),
    staleTime: 3_600_000,
  });
}

/** SEO texts of a page; never breaks it (undefined while loading or when the call fails). */
export function useSeo(request: SeoRequest) {
  return useQuery(seoQuery(useApiContext(), request));
}
