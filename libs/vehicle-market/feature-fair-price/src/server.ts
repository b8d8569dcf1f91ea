import { VEHICLE_LIST_PAGE_SIZE, vehicleFilterSchema } from '@carweb/api-contracts';
import { getVehicleList } from '@carweb/api-core';
import type { SiteEndpoint } from '@carweb/platform-ssr/server';
import { LOCALES, type Locale } from '@carweb/shared-util-brand';
import { FAIR_PRICES_PATH } from './fair-prices-path';
import { loadListFairPrices } from './list-fair-prices-load';

const DEALER_SLUG = /^[a-z0-9-]{1,100}$/;

function parsedFilter(json: string | null) {
  try {
    const filter = vehicleFilterSchema.safeParse(JSON.parse(json ?? ''));
    // a list page's request, never more: a page of cards costs at most one price sample per card
    return filter.success && (filter.data.limit ?? VEHICLE_LIST_PAGE_SIZE) <= VEHICLE_LIST_PAGE_SIZE ? filter.data : null;
  } catch {
    return null;
  }
}

/**
 * GET /data/fair-prices?locale&filter&dealerSlug: the ratings of a list page the browser loaded itself — the page's list
 * call once more (vehicles are never shared), then the shared price samples of its comparables groups (decision 0048).
 */
export const fairPricesEndpoint: SiteEndpoint = {
  path: FAIR_PRICES_PATH,
  async answer({ brand, query, api }) {
    const locale = query.get('locale') as Locale;
    const filter = parsedFilter(query.get('filter'));
    const dealerSlug = query.get('dealerSlug') ?? undefined;
    const known = LOCALES.includes(locale) && brand.locales.includes(locale);
    if (!brand.features.vehicleMarket || !known || !filter || (dealerSlug !== undefined && !DEALER_SLUG.test(dealerSlug))) return null;
    const market = api(locale);
    const page = await getVehicleList(market, filter, dealerSlug);
    return loadListFairPrices(market, page.vehicles);
  },
};
