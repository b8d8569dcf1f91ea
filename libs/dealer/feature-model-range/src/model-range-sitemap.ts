import type { Dealer } from '@carweb/api-contracts';
import { getDealerBySlug } from '@carweb/api-dealer';
import type { ApiContext } from '@carweb/api-http';
import { dealerPagePath } from '@carweb/platform-routing';
import { localizedUrls, type SitemapUrl } from '@carweb/platform-seo';
import type { BrandConfig, Locale } from '@carweb/shared-util-brand';

type SitemapDealer = Pick<Dealer, 'slug' | 'locales' | 'defaultLocale'>;

/**
 * The dealer's model range for the brand sitemap (a DealerSitemapSource), in every language of the dealer
 * with hreflang alternates — only where the page exists: the brand has the model range and the dealer is
 * not a service dealer (the route's own rule). An outage rejects (buildSitemap leaves the dealer's extras out).
 */
export async function modelRangeSitemapUrls(
  brand: BrandConfig,
  origin: string,
  sitemapDealer: SitemapDealer,
  api: (locale: Locale) => ApiContext,
): Promise<SitemapUrl[]> {
  if (!brand.features.modelRange) return [];
  // the sitemap's dealers carry no type: the dealer service has it
  const dealer = await getDealerBySlug(api(sitemapDealer.defaultLocale), sitemapDealer.slug);
  if (dealer.type === 'service') return [];
  const includeLocale = dealer.locales.length > 1;
  return localizedUrls(
    dealer.locales,
    dealer.defaultLocale,
    (locale) => `${origin}${dealerPagePath({ brand, locale, dealerSlug: dealer.slug, includeLocale }, 'models')}`,
  );
}
