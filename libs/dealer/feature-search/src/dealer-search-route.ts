import { INDEX_FOLLOW, lazyPage, lazyRouteCode, type PageRoute } from '@carweb/platform-routing';

export const dealerSearchRoute: PageRoute = {
  id: 'dealer-search',
  library: '@carweb/dealer-feature-search',
  routeKey: 'dealerSearch',
  handle: { pageType: 'dealerSearchPage', robots: INDEX_FOLLOW, navType: 'default' },
  loader: lazyRouteCode(() => import('./dealer-search-loader').then((module) => module.loadDealerSearch)),
  ...lazyPage(() => import('./page/DealerSearchPage')),
};
