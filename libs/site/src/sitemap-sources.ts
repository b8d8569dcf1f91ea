import type { DealerSitemapSource, SitemapSource } from '@carweb/platform-seo';
import { brandWorldSitemapSource, modelSitemapSource } from '@carweb/configurator-feature-models';
import { configuratorSiteSitemapSource, configuratorSitemapUrls } from '@carweb/configurator-feature-configurator';
import { aboutUsSitemapUrls } from '@carweb/dealer-feature-about-us';
import { modelRangeSitemapUrls } from '@carweb/dealer-feature-model-range';
import { newsSitemapUrls } from '@carweb/dealer-feature-news';
import { promotionSitemapUrls } from '@carweb/dealer-feature-promotions';
import { serviceSitemapUrls } from '@carweb/dealer-feature-services';
import { vehicleSitemapUrls } from '@carweb/vehicle-market-feature-detail';

/** Every dealer's vehicle detail pages, in the dealer's languages, when the brand has the vehicle market. */
export const vehicleSitemapSource: DealerSitemapSource = async (brand, origin, dealer, api) =>
  brand.features.vehicleMarket ? vehicleSitemapUrls(brand, origin, dealer, api) : [];

/** What the site adds per dealer, and once for its own pages, to the served /sitemap.xml; the brand app hands it to its server. */
export const SITE_SITEMAP_SOURCES: readonly SitemapSource[] = [
  vehicleSitemapSource,
  promotionSitemapUrls,
  aboutUsSitemapUrls,
  modelRangeSitemapUrls,
  serviceSitemapUrls,
  newsSitemapUrls,
  // the site's model list and model pages, the brand world (issue 23)
  modelSitemapSource,
  brandWorldSitemapSource,
  // the configurator's list and each model's default configuration, on the site and at every dealer (issue 23)
  configuratorSiteSitemapSource,
  configuratorSitemapUrls,
];
