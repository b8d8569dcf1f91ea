import { INDEX_FOLLOW, lazyPage, lazyRouteCode, type PageRoute } from '@carweb/platform-routing';

/** The dealer home (homepagePartnerWeb) at {base}: its loader is its own chunk (decision 0022). */
export const dealerHomeRoute: PageRoute = {
  id: 'dealer-home',
  library: '@carweb/dealer-feature-home',
  handle: { pageType: 'homepagePartnerWeb', robots: INDEX_FOLLOW, navType: 'default' },
  loader: lazyRouteCode(() => import('./dealer-home-loader').then((module) => module.loadDealerHome)),
  ...lazyPage(() => import('./home-page/DealerHomePage').then((module) => ({ default: module.DealerHomePage }))),
};
