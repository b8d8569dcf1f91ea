import type { Dealer } from '@carweb/api-contracts';
import { getDealerBySlug, getDealerNews } from '@carweb/api-dealer';
import { isAbsence, type ApiContext } from '@carweb/api-http';
import { dealerPagePath, type DealerBase } from '@carweb/platform-routing';
import { localizedUrls, type SitemapUrl } from '@carweb/platform-seo';
import type { BrandConfig, Locale } from '@carweb/shared-util-brand';

type SitemapDealer = Pick<Dealer, 'slug' | 'locales' | 'defaultLocale'>;

/**
 * The dealer's news list and news pages for the brand sitemap (a DealerSitemapSource), each in every
 * language of the dealer with its slug in that language and hreflang alternates. Absent news (the list
 * redirects home) add nothing; an outage rejects (buildSitemap leaves the dealer's extras out).
 */
export async function newsSitemapUrls(
  brand: BrandConfig,
  origin: string,
  dealer: SitemapDealer,
  api: (locale: Locale) => ApiContext,
): Promise<SitemapUrl[]> {
  const ctx = api(dealer.defaultLocale);
  // the sitemap's dealers carry no id: the dealer service's calls need it
  const { dealerId } = await getDealerBySlug(ctx, dealer.slug);
  const news = await getDealerNews(ctx, dealerId).catch((error: unknown) => {
    if (isAbsence(error)) return null;
    throw error;
  });
  if (news === null) return [];
  const includeLocale = dealer.locales.length > 1;
  const base = (locale: Locale): DealerBase => ({ brand, locale, dealerSlug: dealer.slug, includeLocale });
  const urls = (hrefOf: (locale: Locale) => string) => localizedUrls(dealer.locales, dealer.defaultLocale, (l) => `${origin}${hrefOf(l)}`);
  return [
    ...urls((locale) => dealerPagePath(base(locale), 'news')),
    ...news.flatMap((item) =>
      urls((locale) => dealerPagePath(base(locale), 'news', encodeURIComponent(item.slugLocalizations[locale] || item.slug))),
    ),
  ];
}
