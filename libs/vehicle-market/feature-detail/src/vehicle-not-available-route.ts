import { NO_INDEX_NO_FOLLOW, type PageRoute, lazyPage, lazyRouteCode } from '@carweb/platform-routing';

/** SPEC §2: the vehicle-not-available page (no-index, no-follow), target of the detail's 301. */
export const vehicleNotAvailableRoute: PageRoute = {
  id: 'vehicle-market-not-available',
  library: '@carweb/vehicle-market-feature-detail',
  routeKey: 'vehicleNotAvailable',
  feature: 'vehicleMarket',
  handle: { pageType: 'vehicleNotAvailablePage', robots: NO_INDEX_NO_FOLLOW, navType: 'vehicleMarket' },
  loader: lazyRouteCode(() => import('./vehicle-not-available-loader').then((module) => module.loadNotAvailable)),
  ...lazyPage(() => import('./not-available/VehicleNotAvailablePage')),
};

export const brandVehicleNotAvailableRoute: PageRoute = { ...vehicleNotAvailableRoute, id: 'vehicle-market-brand-not-available' };
