import type { Dealer } from '@carweb/api-contracts';
import { dealerPagePath } from '@carweb/platform-routing';
import { dealerSitemapUrls, type SitemapUrl } from '@carweb/platform-seo';
import type { BrandConfig } from '@carweb/shared-util-brand';

/**
 * The dealer's model range for the brand sitemap (a DealerSitemapSource), in every language of the dealer
 * with hreflang alternates — only where the page exists: the brand has the model range and the dealer is
 * not a service dealer (the route's own rule).
 */
export async function modelRangeSitemapUrls(brand: BrandConfig, origin: string, dealer: Dealer): Promise<SitemapUrl[]> {
  if (!brand.features.modelRange || dealer.type === 'service') return [];
  return dealerSitemapUrls(brand, origin, dealer, (base) => dealerPagePath(base, 'models'));
}
