import { lazyPage, lazyRouteCode, NO_INDEX_NO_FOLLOW, type PageRoute } from '@carweb/platform-routing';

/** {base}/check-in/{hash}: the appointment as the form service knows it, and whom to call to change it. */
export const checkInRoute: PageRoute = {
  id: 'check-in',
  library: '@carweb/checkout-feature-model-forms',
  routeKey: 'checkIn',
  path: ':hash',
  // the check-in belongs to the service appointment (SPEC §1 has no page type of its own for it)
  // a service customer's appointment and name: never in a shared cache
  handle: { pageType: 'serviceCheckoutPage', robots: NO_INDEX_NO_FOLLOW, navType: 'checkout', stickyChat: false, personalData: true },
  loader: lazyRouteCode(() => import('./check-in-loader').then((module) => module.loadCheckIn)),
  ...lazyPage(() => import('./page/CheckInPage')),
};
