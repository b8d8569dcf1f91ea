import { lazyPage, lazyRouteCode, NO_INDEX_NO_FOLLOW, type PageRoute } from '@carweb/platform-routing';

/** {base}/trade-in (SPEC §2 "Trade-in: {base}/trade-in", navigation type vehicle market). */
export const tradeInRoute: PageRoute = {
  id: 'trade-in',
  library: '@carweb/checkout-feature-vehicle-checkouts',
  routeKey: 'tradeIn',
  feature: 'tradeIn',
  handle: { pageType: 'tradeInCheckoutPage', robots: NO_INDEX_NO_FOLLOW, navType: 'vehicleMarket' },
  loader: lazyRouteCode(() => import('./trade-in-loader').then((module) => module.loadTradeIn)),
  // the lead's code loads when the visitor starts on the form (decision 0040), not with the page
  action: lazyRouteCode(() => import('./trade-in-action').then((module) => module.tradeInAction)),
  ...lazyPage(() => import('./page/TradeInPage')),
};
