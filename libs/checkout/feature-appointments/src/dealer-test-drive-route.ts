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
  // the lead's code and contracts load with the first submit, not with the page
  action: (args) => import('./dealer-test-drive-action').then((module) => module.dealerTestDriveAction(args)),
  ...lazyPage(() => import('./page/DealerTestDrivePage')),
};
