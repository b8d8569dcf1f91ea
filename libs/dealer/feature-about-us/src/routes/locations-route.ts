import { INDEX_FOLLOW, lazyPage, lazyRouteCode, type PageRoute } from '@carweb/platform-routing';
import { LIBRARY } from './page-loader';

/** {base}/{locations}: the dealer's locations (locationsPage); de `garagen` and its kin redirect here (301). */
export const locationsRoute: PageRoute = {
  id: 'locations',
  library: LIBRARY,
  routeKey: 'locations',
  handle: { pageType: 'locationsPage', robots: INDEX_FOLLOW, navType: 'default' },
  loader: lazyRouteCode(() => import('./locations-loaders').then((module) => module.loadLocations)),
  ...lazyPage(() => import('../locations/LocationsPage')),
};

/** {base}/{locations}/{subDealerSlug}: one location of the dealer (subdealerPage, with the location's SEO texts). */
export const subDealerRoute: PageRoute = {
  id: 'sub-dealer',
  library: LIBRARY,
  routeKey: 'locations',
  path: ':subDealerSlug',
  handle: { pageType: 'subdealerPage', robots: INDEX_FOLLOW, navType: 'default' },
  loader: lazyRouteCode(() => import('./locations-loaders').then((module) => module.loadSubDealer)),
  ...lazyPage(() => import('../locations/SubDealerPage')),
};
