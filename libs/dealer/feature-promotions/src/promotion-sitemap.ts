import type { Dealer } from '@carweb/api-contracts';
import { getDealerPromotions } from '@carweb/api-dealer';
import type { ApiContext } from '@carweb/api-http';
import { dealerPagePath } from '@carweb/platform-routing';
import { dealerSitemapUrls, type SitemapUrl } from '@carweb/platform-seo';
import type { BrandConfig, Locale } from '@carweb/shared-util-brand';
import { currentPromotions } from './current-promotions';
import { promotionPath } from './promotion-paths';

/**
 * The dealer's promotion pages for the brand sitemap (platform-seo buildSitemap, a DealerSitemapSource):
 * the list and every current promotion (a service theme at services/{slug}) in each language of the
 * dealer, with its slug in that language and hreflang alternates. The not-available page is noindex.
 */
export async function promotionSitemapUrls(
  brand: BrandConfig,
  origin: string,
  dealer: Dealer,
  api: (locale: Locale) => ApiContext,
): Promise<SitemapUrl[]> {
  const promotions = currentPromotions(await getDealerPromotions(api(dealer.defaultLocale), dealer.dealerId));
  return [
    ...dealerSitemapUrls(brand, origin, dealer, (base) => dealerPagePath(base, 'promotions')),
    ...promotions.flatMap((promotion) => dealerSitemapUrls(brand, origin, dealer, (base) => promotionPath(base, promotion))),
  ];
}
