import { marketApi, topCarsQuery } from '@carweb/api-core';
import { NO_INDEX_NO_FOLLOW, type PageLoaderArgs, type PageRoute, lazyPage } from '@carweb/platform-routing';
import { OTHER_OFFERS_LIMIT } from './constants';

export const notAvailablePage = lazyPage(() => import('./not-available/VehicleNotAvailablePage'));

/** The carousel of other offers is prefetched; the page itself never fails. */
async function loadNotAvailable({ params, env, api }: PageLoaderArgs) {
  await Promise.all([
    env.queryClient.prefetchQuery(topCarsQuery(marketApi(api), { limit: OTHER_OFFERS_LIMIT }, params['dealerSlug'])),
    notAvailablePage.preload(),
  ]);
  return null;
}

/** SPEC §2: the vehicle-not-available page (no-index, no-follow), target of the detail's 301. */
export const vehicleNotAvailableRoute: PageRoute = {
  id: 'vehicle-market-not-available',
  library: '@carweb/vehicle-market-feature-detail',
  routeKey: 'vehicleNotAvailable',
  feature: 'vehicleMarket',
  handle: { pageType: 'vehicleNotAvailablePage', robots: NO_INDEX_NO_FOLLOW, navType: 'vehicleMarket' },
  loader: loadNotAvailable,
  Component: notAvailablePage.Component,
};

export const brandVehicleNotAvailableRoute: PageRoute = { ...vehicleNotAvailableRoute, id: 'vehicle-market-brand-not-available' };
