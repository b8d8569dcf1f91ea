import { lazyPage, lazyRouteCode, NO_INDEX_NO_FOLLOW, type PageRoute, type PageType, type RouteKey } from '@carweb/platform-routing';
import type { VehicleCheckoutKind } from './forms/vehicle-checkout-forms';

const CHECKOUTS: Record<VehicleCheckoutKind, { id: string; routeKey: RouteKey; pageType: PageType }> = {
  buy: { id: 'vehicle-checkout-buy', routeKey: 'buyOnline', pageType: 'buyCheckoutPage' },
  leasing: { id: 'vehicle-checkout-leasing', routeKey: 'leasingOnline', pageType: 'leasingCheckoutPage' },
  testDrive: { id: 'vehicle-checkout-test-drive', routeKey: 'testDrive', pageType: 'testdriveCheckoutPage' },
  reservation: { id: 'vehicle-checkout-reservation', routeKey: 'reservationPayment', pageType: 'reservationCheckoutPage' },
  subscription: { id: 'vehicle-checkout-subscription', routeKey: 'subscriptionCheckout', pageType: 'moveCheckoutPage' },
  onlineSales: { id: 'vehicle-checkout-online-sales', routeKey: 'onlineSales', pageType: 'onlineSalesCheckoutPage' },
};

function vehicleCheckoutRoute(kind: VehicleCheckoutKind): PageRoute {
  const { id, routeKey, pageType } = CHECKOUTS[kind];
  return {
    id,
    library: '@carweb/checkout-feature-vehicle-checkouts',
    routeKey,
    path: ':slug',
    feature: 'vehicleMarket',
    handle: { pageType, robots: NO_INDEX_NO_FOLLOW, navType: 'checkout', stickyChat: false },
    loader: lazyRouteCode(() => import('./vehicle-checkout-loader').then((module) => (args) => module.loadVehicleCheckout(kind, args))),
    // the lead's code loads when the visitor starts on the form (decision 0040), not with the page
    action: lazyRouteCode(() => import('./vehicle-checkout-action').then((module) => (args) => module.vehicleCheckoutAction(kind, args))),
    ...lazyPage(() => import('./page/VehicleCheckoutPage')),
  };
}

/** {base}/online-kaufen/{slug} (SPEC §2). */
export const buyCheckoutRoute = vehicleCheckoutRoute('buy');
/** {base}/online-leasen/{slug}: leasing has its own page type and route (decision 0019). */
export const leasingCheckoutRoute = vehicleCheckoutRoute('leasing');
/** {base}/probefahrt/{slug}. */
export const testDriveCheckoutRoute = vehicleCheckoutRoute('testDrive');
/** {base}/auto-abo-anfragen/{slug}: a subscription of a vehicle with subscription data (decision 0019). */
export const subscriptionCheckoutRoute = vehicleCheckoutRoute('subscription');
/** {base}/online-reservieren/{slug}: reservation with payment through the payment service's page. */
export const reservationCheckoutRoute = vehicleCheckoutRoute('reservation');
/** {base}/online-angebot/{slug}: a request for a binding online offer, form type onlineSalesForm (decision 0019). */
export const onlineSalesCheckoutRoute = vehicleCheckoutRoute('onlineSales');
