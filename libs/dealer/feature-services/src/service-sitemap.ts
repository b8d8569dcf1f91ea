import type { Dealer } from '@carweb/api-contracts';
import { getDealerBySlug, getDealerServiceList } from '@carweb/api-dealer';
import { isAbsence, type ApiContext } from '@carweb/api-http';
import { dealerPagePath, type DealerBase } from '@carweb/platform-routing';
import { localizedUrls, type SitemapUrl } from '@carweb/platform-seo';
import type { BrandConfig, Locale } from '@carweb/shared-util-brand';

type SitemapDealer = Pick<Dealer, 'slug' | 'locales' | 'defaultLocale'>;

/**
 * The dealer's service list and service pages for the brand sitemap (a DealerSitemapSource), each in every
 * language of the dealer with its slug in that language and hreflang alternates. A dealer without services
 * (404 or none: the list redirects home) adds nothing; an outage rejects (buildSitemap leaves the extras out).
 */
export async function serviceSitemapUrls(
  brand: BrandConfig,
  origin: string,
  dealer: SitemapDealer,
  api: (locale: Locale) => ApiContext,
): Promise<SitemapUrl[]> {
  const ctx = api(dealer.defaultLocale);
  // the sitemap's dealers carry no id: the dealer service's calls need it
  const { dealerId } = await getDealerBySlug(ctx, dealer.slug);
  const services = await getDealerServiceList(ctx, dealerId).catch((error: unknown) => {
    if (isAbsence(error)) return [];
    throw error;
  });
  if (services.length === 0) return [];
  const includeLocale = dealer.locales.length > 1;
  const base = (locale: Locale): DealerBase => ({ brand, locale, dealerSlug: dealer.slug, includeLocale });
  const urls = (hrefOf: (locale: Locale) => string) => localizedUrls(dealer.locales, dealer.defaultLocale, (l) => `${origin}${hrefOf(l)}`);
  return [
    ...urls((locale) => dealerPagePath(base(locale), 'service')),
    ...services.flatMap((service) =>
      urls((locale) =>
        dealerPagePath(base(locale), 'serviceDetail', encodeURIComponent(service.slugLocalizations[locale] || service.slug)),
      ),
    ),
  ];
}
