import { INDEX_FOLLOW, lazyPage, lazyRouteCode, type PageRoute } from '@carweb/platform-routing';
import { LIBRARY } from './page-loader';

export const locationsPage = lazyPage(() => import('../locations/LocationsPage'));
export const subDealerPage = lazyPage(() => import('../locations/SubDealerPage'));

/** {base}/{locations}: the dealer's locations (locationsPage); de `garagen` and its kin redirect here (301). */
export const locationsRoute: PageRoute = {
  id: 'locations',
  library: LIBRARY,
  routeKey: 'locations',
  handle: { pageType: 'locationsPage', robots: INDEX_FOLLOW, navType: 'default' },
  loader: lazyRouteCode(() => import('./locations-loaders').then((module) => module.loadLocations)),
  Component: locationsPage.Component,
};

/** {base}/{locations}/{subDealerSlug}: one location of the dealer (subdealerPage, with the location's SEO texts). */
export const subDealerRoute: PageRoute = {
  id: 'sub-dealer',
  library: LIBRARY,
  routeKey: 'locations',
  path: ':subDealerSlug',
  handle: { pageType: 'subdealerPage', robots: INDEX_FOLLOW, navType: 'default' },
  loader: lazyRouteCode(() => import('./locations-loaders').then((module) => module.loadSubDealer)),
  Component: subDealerPage.Component,
};
