import type { Dealer } from '@carweb/api-contracts';
import { getAboutUs } from '@carweb/api-dealer';
import { isAbsence, type ApiContext } from '@carweb/api-http';
import type { DealerBase } from '@carweb/platform-routing';
import { dealerSitemapUrls, type SitemapUrl } from '@carweb/platform-seo';
import type { BrandConfig, Locale } from '@carweb/shared-util-brand';
import { aboutUsPaths } from './page/paths';

/** True when the about us exists; false when the dealer service says it does not; an outage rejects. */
const hasAboutUs = (ctx: ApiContext, dealerId: number, subDealerId?: number) =>
  getAboutUs(ctx, dealerId, subDealerId).then(
    () => true,
    (error: unknown) => {
      if (isAbsence(error)) return false;
      throw error;
    },
  );

/**
 * The dealer's about us, our brands, locations, sub-dealer pages and their about us for the brand sitemap
 * (platform-seo buildSitemap, a DealerSitemapSource), each in every language of the dealer with hreflang
 * alternates — only pages that exist: an absent about us is left out, like the pages of a dealer without
 * sub-dealers or brand pages. An outage rejects (buildSitemap then leaves out this dealer's extra pages).
 */
export async function aboutUsSitemapUrls(
  brand: BrandConfig,
  origin: string,
  dealer: Dealer,
  api: (locale: Locale) => ApiContext,
): Promise<SitemapUrl[]> {
  const ctx = api(dealer.defaultLocale);
  const [aboutUs, ...subAboutUs] = await Promise.all([
    hasAboutUs(ctx, dealer.dealerId),
    ...dealer.subDealers.map((sub) => hasAboutUs(ctx, dealer.dealerId, sub.dealerId)),
  ]);
  const urls = (pathOf: (base: DealerBase) => string) => dealerSitemapUrls(brand, origin, dealer, pathOf);
  return [
    ...(aboutUs ? urls(aboutUsPaths.aboutUs) : []),
    ...(dealer.brandsPages.length > 0 ? urls(aboutUsPaths.ourBrands) : []),
    ...(dealer.subDealers.length > 0 ? urls(aboutUsPaths.locations) : []),
    ...dealer.subDealers.flatMap((sub, index) => [
      ...urls((b) => aboutUsPaths.subDealer(b, sub.slug)),
      ...(subAboutUs[index] ? urls((b) => aboutUsPaths.subDealerAboutUs(b, sub.slug)) : []),
    ]),
  ];
}
