import { lazyPage, lazyRouteCode, NO_INDEX_NO_FOLLOW, type PageRoute } from '@carweb/platform-routing';

/** {base}/konfiguration-reservieren (SPEC §2 unspecific reservation payment, reservationUnspecificCheckoutPage). */
export const configurationReservationRoute: PageRoute = {
  id: 'configuration-reservation',
  library: '@carweb/checkout-feature-vehicle-checkouts',
  routeKey: 'unspecificReservationPayment',
  handle: { pageType: 'reservationUnspecificCheckoutPage', robots: NO_INDEX_NO_FOLLOW, navType: 'checkout', stickyChat: false },
  loader: lazyRouteCode(() => import('./configuration-reservation-loader').then((module) => module.loadConfigurationReservation)),
  // the lead's code loads when the visitor starts on the form (decision 0040), not with the page
  action: lazyRouteCode(() => import('./configuration-reservation-action').then((module) => module.configurationReservationAction)),
  ...lazyPage(() => import('./page/ConfigurationReservationPage')),
};
