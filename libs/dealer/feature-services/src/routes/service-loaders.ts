import { redirect } from 'react-router-dom';
import { pageBuilderContentQuery } from '@carweb/api-content';
import { dealerServiceDetailQuery, dealerServiceListQuery, dealerServicePageQuery } from '@carweb/api-dealer';
import { logEvent } from '@carweb/api-http';
import { preloadSanitizer } from '@carweb/shared-ui';
import { critical, dealerPagePath, pageDealer, pageDealerBase, type PageLoaderArgs } from '@carweb/platform-routing';
import { cachedWorkshopServicesQuery } from '../service-queries';

/** What the pages read their cached data by. */
export interface ServicePageData {
  dealerId: number;
  /** the service's slug in the page's language (detail page only) */
  slug?: string;
}

/**
 * Service list (decision 0015): the dealer's service pages are critical. None (the dealer service's
 * 404 'Failed to load service list', or an empty list) → 302 to the dealer home (SPEC §2); an outage →
 * 503 in the dealer's frame. The overview texts and the workshop services are optional.
 */
export async function loadServiceList(args: PageLoaderArgs): Promise<ServicePageData> {
  const { env, api } = args;
  const dealer = await pageDealer(args);
  const base = pageDealerBase(args);
  const [services] = await Promise.all([
    critical(env.queryClient.ensureQueryData(dealerServiceListQuery(api, dealer.dealerId))),
    env.queryClient.prefetchQuery(dealerServicePageQuery(api, dealer.dealerId)),
    env.queryClient.prefetchQuery(cachedWorkshopServicesQuery(api, dealer.dealerId)),
  ]);
  if (!services?.length) {
    // SPEC §8's internal failure text; the visitor goes to the dealer home
    logEvent('warn', 'Failed to load service list', { dealerId: dealer.dealerId });
    throw redirect(dealerPagePath(base));
  }
  return { dealerId: dealer.dealerId };
}

/**
 * Service detail (decision 0015): the service is critical. Absent (404/410) → 302 to the dealer home
 * (SPEC §2); an outage → 503. Asked by its slug of another language, it is redirected (301) to its own.
 * Its page-builder content ('service-page') and the other services are optional.
 */
export async function loadServiceDetail(args: PageLoaderArgs): Promise<ServicePageData> {
  const { env, api, params, request, locale } = args;
  const dealer = await pageDealer(args);
  const base = pageDealerBase(args);
  const slug = params['slug'] ?? '';
  const service = await critical(env.queryClient.ensureQueryData(dealerServiceDetailQuery(api, dealer.dealerId, slug)));
  if (!service) throw redirect(dealerPagePath(base));
  const own = service.slugLocalizations[locale] ?? service.slug;
  if (own !== slug) throw redirect(`${dealerPagePath(base, 'serviceDetail', encodeURIComponent(own))}${new URL(request.url).search}`, 301);
  await Promise.all([
    // (the page tries a failed load again)
    preloadSanitizer(),
    service.isBuilderIoContent && service.builderIoPageId
      ? env.queryClient.prefetchQuery(pageBuilderContentQuery(api, 'service-page', service.builderIoPageId))
      : undefined,
    env.queryClient.prefetchQuery(dealerServiceListQuery(api, dealer.dealerId)),
  ]);
  return { dealerId: dealer.dealerId, slug };
}
