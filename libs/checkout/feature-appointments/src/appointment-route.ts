import { lazyPage, lazyRouteCode, NO_INDEX_NO_FOLLOW, type PageRoute } from '@carweb/platform-routing';

/** {base}/termin-vereinbaren (SPEC §2 appointment form, appointmentCheckoutPage, noindex/nofollow). */
export const appointmentRoute: PageRoute = {
  id: 'appointment',
  library: '@carweb/checkout-feature-appointments',
  routeKey: 'appointment',
  handle: { pageType: 'appointmentCheckoutPage', robots: NO_INDEX_NO_FOLLOW, navType: 'checkout' },
  loader: lazyRouteCode(() => import('./appointment-loader').then((module) => module.loadAppointment)),
  // the lead's code loads when the visitor starts on the form (decision 0040), not with the page
  action: lazyRouteCode(() => import('./appointment-action').then((module) => module.appointmentAction)),
  ...lazyPage(() => import('./page/AppointmentPage')),
};
