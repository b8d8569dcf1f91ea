import { lazyPage, lazyRouteCode, NO_INDEX_NO_FOLLOW, type PageRoute } from '@carweb/platform-routing';

/** {base}/kaufoptionen/{slug} (distributionCheckoutPage): buy, lease, reserve or test drive one vehicle. */
export const purchaseOptionsRoute: PageRoute = {
  id: 'vehicle-purchase-options',
  library: '@carweb/checkout-feature-vehicle-checkouts',
  routeKey: 'distribution',
  path: ':slug',
  feature: 'vehicleMarket',
  handle: { pageType: 'distributionCheckoutPage', robots: NO_INDEX_NO_FOLLOW, navType: 'checkout', stickyChat: false },
  loader: lazyRouteCode(() => import('./purchase-options-loader').then((module) => module.loadPurchaseOptions)),
  ...lazyPage(() => import('./page/PurchaseOptionsPage')),
};
