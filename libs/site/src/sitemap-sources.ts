import { addDealerSitemapSource, type DealerSitemapSource } from '@carweb/platform-seo';
import { vehicleSitemapUrls } from '@carweb/vehicle-market-feature-detail';

/** Every dealer's vehicle detail pages, in the dealer's languages, when the brand has the vehicle market. */
export const vehicleSitemapSource: DealerSitemapSource = async (brand, origin, dealer, api) =>
  brand.features.vehicleMarket ? vehicleSitemapUrls(brand, origin, dealer, api) : [];

/** The served /sitemap.xml (platform-seo buildSitemap) lists the site's vehicles too; server only. */
export function registerSitemapSources(): void {
  addDealerSitemapSource('vehicles', vehicleSitemapSource);
}

if (import.meta.env.SSR) registerSitemapSources();
