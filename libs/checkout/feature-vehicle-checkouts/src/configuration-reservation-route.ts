import { lazyPage, lazyRouteCode, NO_INDEX_NO_FOLLOW, type PageRoute } from '@carweb/platform-routing';

/** {base}/konfiguration-reservieren (SPEC §2 unspecific reservation payment, reservationUnspecificCheckoutPage). */
export const configurationReservationRoute: PageRoute = {
  id: 'configuration-reservation',
  library: '@carweb/checkout-feature-vehicle-checkouts',
  routeKey: 'unspecificReservationPayment',
  handle: { pageType: 'reservationUnspecificCheckoutPage', robots: NO_INDEX_NO_FOLLOW, navType: 'checkout', stickyChat: false },
  loader: lazyRouteCode(() => import('./configuration-reservation-loader').then((module) => module.loadConfigurationReservation)),
  // the lead's code and contracts load with the first submit, not with the page
  action: (args) => import('./configuration-reservation-action').then((module) => module.configurationReservationAction(args)),
  ...lazyPage(() => import('./page/ConfigurationReservationPage')),
};
