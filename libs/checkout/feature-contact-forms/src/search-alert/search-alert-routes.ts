import { lazyPage, lazyRouteCode, NO_INDEX_NO_FOLLOW, type PageRoute } from '@carweb/platform-routing';

/**
 * Search alert (decision 0049): {base}/{vehicleMarket}/{searchAlert}?{the list's filter}, a soft lead
 * (softleadCheckoutPage). Its own lazy page, loader and action: nothing of it is in the list's first load.
 */
export const searchAlertRoute: PageRoute = {
  id: 'search-alert',
  library: '@carweb/checkout-feature-contact-forms',
  routeKey: 'vehicleMarket',
  path: '{searchAlert}',
  feature: 'vehicleMarket',
  handle: { pageType: 'softleadCheckoutPage', robots: NO_INDEX_NO_FOLLOW, navType: 'vehicleMarket' },
  loader: lazyRouteCode(() => import('./search-alert-loader').then((module) => module.loadSearchAlert)),
  // the lead's code loads when the visitor starts on the form (decision 0040)
  action: lazyRouteCode(() => import('./search-alert-action').then((module) => module.searchAlertAction)),
  ...lazyPage(() => import('./SearchAlertPage')),
};

/** The brand-wide market's alert: /{lang}/{vehicleMarket}/{searchAlert}, the lead goes to the brand. */
export const brandSearchAlertRoute: PageRoute = { ...searchAlertRoute, id: 'search-alert-brand' };
