import { INDEX_FOLLOW, lazyPage, lazyRouteCode, type PageRoute } from '@carweb/platform-routing';
import { LIBRARY } from './page-loader';

/** {base}/{aboutUs}/{brandPages}: the brands of the dealer (ourBrandsPage). */
export const ourBrandsRoute: PageRoute = {
  id: 'our-brands',
  library: LIBRARY,
  routeKey: 'aboutUs',
  path: '{brandPages}',
  handle: { pageType: 'ourBrandsPage', robots: INDEX_FOLLOW, navType: 'default' },
  loader: lazyRouteCode(() => import('./our-brands-loader').then((module) => module.loadOurBrands)),
  ...lazyPage(() => import('../our-brands/OurBrandsPage')),
};
