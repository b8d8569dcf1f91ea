import type { DealerSitemapSource, SitemapSource } from '@carweb/platform-seo';
import { brandWorldSitemapSource, modelSitemapSource } from '@carweb/configurator-feature-models';
import { configuratorSiteSitemapSource, configuratorSitemapUrls } from '@carweb/configurator-feature-configurator';
import { aboutUsSitemapUrls } from '@carweb/dealer-feature-about-us';
import { modelRangeSitemapUrls } from '@carweb/dealer-feature-model-range';
import { newsSitemapUrls } from '@carweb/dealer-feature-news';
import { promotionSitemapUrls } from '@carweb/dealer-feature-promotions';
import { serviceSitemapUrls } from '@carweb/dealer-feature-services';
import { vehicleSitemapUrls } from '@carweb/vehicle-market-feature-detail';
import { getFooterContent, getNavigationContent } from '@carweb/api-content';
import { campaignsSitemapSource } from '@carweb/content-feature-campaigns';
import { routeSegment, sitePagePath, type RouteKey } from '@carweb/platform-routing';
import { localizedUrls, type SiteSitemapSource } from '@carweb/platform-seo';
import { LOCALES, type BrandConfig } from '@carweb/shared-util-brand';
import { categoryPagesSitemapSource } from '@carweb/vehicle-market-feature-category-pages';

/** Every dealer's vehicle detail pages, in the dealer's languages, when the brand has the vehicle market. */
export const vehicleSitemapSource: DealerSitemapSource = async (brand, origin, dealer, api) =>
  brand.features.vehicleMarket ? vehicleSitemapUrls(brand, origin, dealer, api) : [];

/** The brand's front doors and content pages without items (decision 0037): corporate home, vehicle market home, magazine, jobs. */
export const contentPagesSitemapSource: SiteSitemapSource = {
  site: async (brand, origin) => {
    const keys: RouteKey[] = [...(brand.features.vehicleMarket ? (['vehicleMarketHome'] as const) : []), 'magazine', 'jobs'];
    return [
      ...localizedUrls(brand.locales, brand.defaultLocale, (locale) => `${origin}/${locale}`),
      ...keys.flatMap((key) =>
        localizedUrls(brand.locales, brand.defaultLocale, (locale) => `${origin}${sitePagePath(brand, locale, key)}`),
      ),
    ];
  },
};

/** The category pages the brand's content navigation and footer link (the core API has no list of them). */
export async function linkedCategorySlugs(brand: BrandConfig, api: Parameters<SiteSitemapSource['site']>[2]): Promise<string[]> {
  const ctx = api(brand.defaultLocale);
  const [navigation, footer] = await Promise.all([getNavigationContent(ctx), getFooterContent(ctx)]);
  const urls = [
    ...(navigation?.navItems.flatMap((item) => [item.url, ...item.children.map((child) => child.url)]) ?? []),
    ...(navigation?.vehicleMarketLinks.map((link) => link.url) ?? []),
    ...(footer?.linkItems.flatMap((group) => group.links.map((link) => link.url)) ?? []),
  ];
  const segments = new Set(LOCALES.map((locale) => routeSegment('categoryPages', locale, brand.routeSegments)));
  return urls.flatMap((url) => {
    const parts = url.split(/[?#]/)[0].split('/').filter(Boolean);
    const at = parts.findIndex((part) => segments.has(part));
    return at >= 0 && parts[at + 1] ? [parts[at + 1]] : [];
  });
}

/** What the site adds per dealer, and once for its own pages, to the served /sitemap.xml; the brand app hands it to its server. */
export const SITE_SITEMAP_SOURCES: readonly SitemapSource[] = [
  vehicleSitemapSource,
  promotionSitemapUrls,
  aboutUsSitemapUrls,
  modelRangeSitemapUrls,
  serviceSitemapUrls,
  newsSitemapUrls,
  // the site's model list and model pages, the brand world (decision 0036)
  modelSitemapSource,
  brandWorldSitemapSource,
  // the configurator's list and each model's default configuration, on the site and at every dealer (decision 0036)
  configuratorSiteSitemapSource,
  configuratorSitemapUrls,
  // the brand's front doors, campaigns and news, the magazine, jobs and the linked category pages (decision 0037)
  contentPagesSitemapSource,
  campaignsSitemapSource,
  categoryPagesSitemapSource(linkedCategorySlugs),
];
