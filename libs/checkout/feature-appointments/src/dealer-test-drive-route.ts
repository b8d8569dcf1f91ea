import { modelRangeQuery } from '@carweb/api-model';
import { critical, lazyPage, NO_INDEX_NO_FOLLOW, type PageLoaderArgs, type PageRoute } from '@carweb/platform-routing';
import { isSent, pageDealer } from './page-dealer';

const dealerTestDrivePage = lazyPage(() => import('./page/DealerTestDrivePage'));

export interface DealerTestDriveData {
  sent: boolean;
  /** the brand has no model to offer: the page says how to reach the dealer instead of an empty choice */
  noModels: boolean;
}

/** The brand's model range is what the visitor chooses from: without it the form cannot be filled. */
async function loadDealerTestDrive(args: PageLoaderArgs): Promise<DealerTestDriveData> {
  const [, range] = await Promise.all([
    pageDealer(args),
    critical(args.env.queryClient.ensureQueryData(modelRangeQuery(args.api))),
    dealerTestDrivePage.preload(),
  ]);
  const sent = isSent(args.request);
  return { sent, noModels: !sent && !range?.models.length };
}

/**
 * {base}/probefahrt without a vehicle: the footer's "Probefahrt vereinbaren". The same segment with a
 * vehicle's slug is the vehicle's test drive (feature-vehicle-checkouts); the two are separate routes.
 */
export const dealerTestDriveRoute: PageRoute = {
  id: 'dealer-test-drive',
  library: '@carweb/checkout-feature-appointments',
  routeKey: 'testDrive',
  handle: { pageType: 'testdriveCheckoutPage', robots: NO_INDEX_NO_FOLLOW, navType: 'checkout' },
  loader: loadDealerTestDrive,
  // the lead's code and contracts load with the first submit, not with the page
  action: (args) => import('./dealer-test-drive-action').then((module) => module.dealerTestDriveAction(args)),
  Component: dealerTestDrivePage.Component,
};
