import type { Dealer } from '@carweb/api-contracts';
import { getDealerBySlug, getDealerPromotions } from '@carweb/api-dealer';
import type { ApiContext } from '@carweb/api-http';
import { dealerPagePath, type DealerBase } from '@carweb/platform-routing';
import { localizedUrls, type SitemapUrl } from '@carweb/platform-seo';
import type { BrandConfig, Locale } from '@carweb/shared-util-brand';
import { currentPromotions } from './current-promotions';
import { promotionPath } from './promotion-paths';

type SitemapDealer = Pick<Dealer, 'slug' | 'locales' | 'defaultLocale'>;

/**
 * The dealer's promotion pages for the brand sitemap (platform-seo buildSitemap, a DealerSitemapSource):
 * the list and every current promotion (a service theme at services/{slug}) in each language of the
 * dealer, with its slug in that language and hreflang alternates. The not-available page is noindex.
 */
export async function promotionSitemapUrls(
  brand: BrandConfig,
  origin: string,
  dealer: SitemapDealer,
  api: (locale: Locale) => ApiContext,
): Promise<SitemapUrl[]> {
  const ctx = api(dealer.defaultLocale);
  // the sitemap's dealers carry no id: the dealer service's calls need it
  const { dealerId } = await getDealerBySlug(ctx, dealer.slug);
  const promotions = currentPromotions(await getDealerPromotions(ctx, dealerId));
  const includeLocale = dealer.locales.length > 1;
  const base = (locale: Locale): DealerBase => ({ brand, locale, dealerSlug: dealer.slug, includeLocale });
  const urls = (hrefOf: (locale: Locale) => string) => localizedUrls(dealer.locales, dealer.defaultLocale, (l) => `${origin}${hrefOf(l)}`);
  return [
    ...urls((locale) => dealerPagePath(base(locale), 'promotions')),
    ...promotions.flatMap((promotion) => urls((locale) => promotionPath(base(locale), promotion))),
  ];
}
