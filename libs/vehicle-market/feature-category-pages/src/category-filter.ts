import type { CategoryPage, VehicleFilter } from '@carweb/api-contracts';
import type { ApiContext } from '@carweb/api-http';
import { marketApi, vehicleListQuery } from '@carweb/api-core';
import { sitePagePath } from '@carweb/platform-routing';
import type { BrandConfig, Locale } from '@carweb/shared-util-brand';
import { listRequest, marketFilterSearch, parseMarketFilter, type MarketFilter } from '@carweb/vehicle-market-util-search-state';

/** How many vehicles of the category the page shows; the list shows them all. */
export const CATEGORY_VEHICLES_SHOWN = 6;

/**
 * A category page's `filter` (the list's filter keys) as the list's own URL state: written as the list's URL
 * parameters and read back by the list's rules (SPEC §5), so what the list would drop (an unknown key, a value that
 * does not fit) is dropped here too, and the page and the list show the same vehicles.
 */
export function categoryMarketFilter(filter: CategoryPage['filter']): MarketFilter {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filter)) {
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) {
      if (typeof item === 'string' || typeof item === 'number') params.append(Array.isArray(value) ? `${name}[]` : name, String(item));
    }
  }
  return parseMarketFilter(params);
}

/** The vehicle list with the category's filter: `?fuel[]=electric`, the list's own parameters. */
export const categoryListSearch = (filter: CategoryPage['filter']): string => marketFilterSearch(categoryMarketFilter(filter));

/** The first vehicles of the category: the list's first page, shorter; its `totalMatches` is the category's count. */
export function categoryVehiclesRequest(filter: CategoryPage['filter']): VehicleFilter {
  return listRequest({ ...categoryMarketFilter(filter), limit: CATEGORY_VEHICLES_SHOWN }, 1);
}

/** The category's vehicles as cards, on the corporate platform like every vehicle-market call (SPEC §1). */
export const categoryVehiclesQuery = (api: ApiContext, filter: CategoryPage['filter']) =>
  vehicleListQuery(marketApi(api), categoryVehiclesRequest(filter));

/** /{lang}/kategorie/{slug} (fr categorie, it categoria, en category). */
export function categoryPagePath(brand: BrandConfig, locale: Locale, slug: string): string {
  return `${sitePagePath(brand, locale, 'categoryPages')}/${encodeURIComponent(slug)}`;
}
