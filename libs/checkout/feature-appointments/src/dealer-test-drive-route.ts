import { lazyPage, lazyRouteCode, NO_INDEX_NO_FOLLOW, type PageRoute } from '@carweb/platform-routing';

/**
 * {base}/probefahrt without a vehicle: the footer's "Probefahrt vereinbaren". The same segment with a
 * vehicle's slug is the vehicle's test drive (feature-vehicle-checkouts); the two are separate routes.
 */
export const dealerTestDriveRoute: PageRoute = {
  id: 'dealer-test-drive',
  library: '@carweb/checkout-feature-appointments',
  routeKey: 'testDrive',
  handle: { pageType: 'testdriveCheckoutPage', robots: NO_INDEX_NO_FOLLOW, navType: 'checkout' },
  loader: lazyRouteCode(() => import('./dealer-test-drive-loader').then((module) => module.loadDealerTestDrive)),
  // the lead's code loads when the visitor starts on the form (decision 0040), not with the page
  action: lazyRouteCode(() => import('./dealer-test-drive-action').then((module) => module.dealerTestDriveAction)),
  ...lazyPage(() => import('./page/DealerTestDrivePage')),
};
