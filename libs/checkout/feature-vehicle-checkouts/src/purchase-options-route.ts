import { lazyPage, NO_INDEX_NO_FOLLOW, type PageLoaderArgs, type PageRoute } from '@carweb/platform-routing';
import { loadCheckoutVehicle } from './checkout-vehicle';

const purchaseOptionsPage = lazyPage(() => import('./page/PurchaseOptionsPage'));

/** A checkout entered from the purchase options page shifts its tracking steps by 1 (SPEC §9). */
export const FROM_PURCHASE_OPTIONS = 'via=kaufoptionen';

export const cameFromPurchaseOptions = (search: string) => new URLSearchParams(search).get('via') === 'kaufoptionen';

async function loadPurchaseOptions(args: PageLoaderArgs) {
  const vehicle = await loadCheckoutVehicle(args);
  await purchaseOptionsPage.preload();
  return { vehicleId: vehicle.id };
}

/** {base}/kaufoptionen/{slug} (distributionCheckoutPage): buy, lease, reserve or test drive one vehicle. */
export const purchaseOptionsRoute: PageRoute = {
  id: 'vehicle-purchase-options',
  library: '@carweb/checkout-feature-vehicle-checkouts',
  routeKey: 'distribution',
  path: ':slug',
  feature: 'vehicleMarket',
  handle: { pageType: 'distributionCheckoutPage', robots: NO_INDEX_NO_FOLLOW, navType: 'checkout', stickyChat: false },
  loader: loadPurchaseOptions,
  Component: purchaseOptionsPage.Component,
};
