import { lazyPage, lazyRouteCode, NO_INDEX_NO_FOLLOW, type PageRoute } from '@carweb/platform-routing';

/** {base}/terminvereinbarung (SPEC §2 service appointment, serviceCheckoutPage, noindex/nofollow). */
export const serviceAppointmentRoute: PageRoute = {
  id: 'service-appointment',
  library: '@carweb/checkout-feature-appointments',
  routeKey: 'serviceAppointment',
  handle: { pageType: 'serviceCheckoutPage', robots: NO_INDEX_NO_FOLLOW, navType: 'checkout' },
  loader: lazyRouteCode(() => import('./service-appointment-loader').then((module) => module.loadServiceAppointment)),
  // the lead's code loads when the visitor starts on the form (decision 0040), not with the page
  action: lazyRouteCode(() => import('./service-appointment-action').then((module) => module.serviceAppointmentAction)),
  ...lazyPage(() => import('./page/ServiceAppointmentPage')),
};
