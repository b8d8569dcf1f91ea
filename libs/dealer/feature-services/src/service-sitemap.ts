import type { Dealer } from '@carweb/api-contracts';
import { getDealerServiceList } from '@carweb/api-dealer';
import { isAbsence, type ApiContext } from '@carweb/api-http';
import { dealerPagePath } from '@carweb/platform-routing';
import { dealerSitemapUrls, type SitemapUrl } from '@carweb/platform-seo';
import type { BrandConfig, Locale } from '@carweb/shared-util-brand';

/**
 * The dealer's service list and service pages for the brand sitemap (a DealerSitemapSource), each in every
 * language of the dealer with its slug in that language and hreflang alternates. A dealer without services
 * (404 or none: the list redirects home) adds nothing; an outage rejects (buildSitemap leaves the extras out).
 */
export async function serviceSitemapUrls(
  brand: BrandConfig,
  origin: string,
  dealer: Dealer,
  api: (locale: Locale) => ApiContext,
): Promise<SitemapUrl[]> {
  const services = await getDealerServiceList(api(dealer.defaultLocale), dealer.dealerId).catch((error: unknown) => {
    if (isAbsence(error)) return [];
    throw error;
  });
  if (services.length === 0) return [];
  return [
    ...dealerSitemapUrls(brand, origin, dealer, (base) => dealerPagePath(base, 'service')),
    ...services.flatMap((service) =>
      dealerSitemapUrls(brand, origin, dealer, (base) =>
        dealerPagePath(base, 'serviceDetail', encodeURIComponent(service.slugLocalizations[base.locale] || service.slug)),
      ),
    ),
  ];
}
