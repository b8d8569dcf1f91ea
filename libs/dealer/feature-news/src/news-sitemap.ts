import type { Dealer } from '@carweb/api-contracts';
import { getDealerNews } from '@carweb/api-dealer';
import { isAbsence, type ApiContext } from '@carweb/api-http';
import { dealerPagePath } from '@carweb/platform-routing';
import { dealerSitemapUrls, type SitemapUrl } from '@carweb/platform-seo';
import type { BrandConfig, Locale } from '@carweb/shared-util-brand';

/**
 * The dealer's news list and news pages for the brand sitemap (a DealerSitemapSource), each in every
 * language of the dealer with its slug in that language and hreflang alternates. Absent news (the list
 * redirects home) add nothing; an outage rejects (buildSitemap leaves the dealer's extras out).
 */
export async function newsSitemapUrls(
  brand: BrandConfig,
  origin: string,
  dealer: Dealer,
  api: (locale: Locale) => ApiContext,
): Promise<SitemapUrl[]> {
  const news = await getDealerNews(api(dealer.defaultLocale), dealer.dealerId).catch((error: unknown) => {
    if (isAbsence(error)) return null;
    throw error;
  });
  if (news === null) return [];
  return [
    ...dealerSitemapUrls(brand, origin, dealer, (base) => dealerPagePath(base, 'news')),
    ...news.flatMap((item) =>
      dealerSitemapUrls(brand, origin, dealer, (base) =>
        dealerPagePath(base, 'news', encodeURIComponent(item.slugLocalizations[base.locale] || item.slug)),
      ),
    ),
  ];
}
