import type { Dealer, Vehicle } from '@carweb/api-contracts';
import type { ApiContext } from '@carweb/api-http';
import { getVehicleList, marketApi } from '@carweb/api-core';
import { dealerPagePath } from '@carweb/platform-routing';
import { localizedUrls, type SitemapUrl } from '@carweb/platform-seo';
import type { BrandConfig, Locale } from '@carweb/shared-util-brand';

const SITEMAP_PAGE_SIZE = 100;
/** A dealer with more vehicles than this is listed with its first ones (sitemaps stay below 50,000 URLs). */
const MAX_PAGES = 50;

type SitemapDealer = Pick<Dealer, 'slug' | 'locales' | 'defaultLocale'>;

/** Every vehicle of a dealer, page by page (100 per call). */
async function dealerVehicles(api: ApiContext, dealerSlug: string): Promise<Vehicle[]> {
  const vehicles: Vehicle[] = [];
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const response = await getVehicleList(api, { limit: SITEMAP_PAGE_SIZE, page, sort: 'newest' }, dealerSlug);
    if (response.error) break;
    vehicles.push(...response.vehicles);
    if (vehicles.length >= response.totalMatches || response.vehicles.length === 0) break;
  }
  return vehicles;
}

/** The detail URLs of a dealer's vehicles in every language of the dealer, with hreflang alternates and x-default. */
export function vehicleUrls(
  brand: BrandConfig,
  origin: string,
  dealer: SitemapDealer,
  vehicles: Pick<Vehicle, 'slug' | 'slugLocalizations'>[],
): SitemapUrl[] {
  const includeLocale = dealer.locales.length > 1;
  const hrefOf = (vehicle: Pick<Vehicle, 'slug' | 'slugLocalizations'>, locale: Locale) =>
    `${origin}${dealerPagePath({ brand, locale, dealerSlug: dealer.slug, includeLocale }, 'vehicleMarket', encodeURIComponent(vehicle.slugLocalizations[locale] ?? vehicle.slug))}`;
  return vehicles.flatMap((vehicle) => localizedUrls(dealer.locales, dealer.defaultLocale, (locale) => hrefOf(vehicle, locale)));
}

/** Vehicles for the brand sitemap (platform-seo buildSitemap): the detail pages of one dealer. */
export async function vehicleSitemapUrls(
  brand: BrandConfig,
  origin: string,
  dealer: SitemapDealer,
  api: (locale: Locale) => ApiContext,
): Promise<SitemapUrl[]> {
  const vehicles = await dealerVehicles(marketApi(api(dealer.defaultLocale)), dealer.slug);
  return vehicleUrls(brand, origin, dealer, vehicles);
}
