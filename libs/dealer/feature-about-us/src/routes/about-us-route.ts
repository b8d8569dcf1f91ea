import { INDEX_FOLLOW, lazyPage, lazyRouteCode, type PageRoute } from '@carweb/platform-routing';
import { LIBRARY } from './page-loader';

const aboutUsPage = lazyPage(() => import('../about-us/AboutUsPage'));

/** {base}/{aboutUs}: the dealer's about us (aboutUsPage). */
export const aboutUsRoute: PageRoute = {
  id: 'about-us',
  library: LIBRARY,
  routeKey: 'aboutUs',
  handle: { pageType: 'aboutUsPage', robots: INDEX_FOLLOW, navType: 'default' },
  loader: lazyRouteCode(() => import('./about-us-loaders').then((module) => module.loadAboutUs)),
  ...aboutUsPage,
};

/** {base}/{locations}/{subDealerSlug}/{aboutUs}: the about-us child of a sub-dealer page (with the location's SEO texts). */
export const subDealerAboutUsRoute: PageRoute = {
  id: 'sub-dealer-about-us',
  library: LIBRARY,
  routeKey: 'locations',
  path: ':subDealerSlug/{aboutUs}',
  handle: { pageType: 'aboutUsPage', robots: INDEX_FOLLOW, navType: 'default' },
  loader: lazyRouteCode(() => import('./about-us-loaders').then((module) => module.loadSubDealerAboutUs)),
  ...aboutUsPage,
};
