import { additionalPackagesQuery, marketApi, packagesRequest, vehicleLeasingQuery } from '@carweb/api-core';
import { redirect } from 'react-router-dom';
import {
  critical,
  lazyPage,
  NO_INDEX_NO_FOLLOW,
  notFoundPath,
  type PageLoaderArgs,
  type PageRoute,
  type PageType,
  type RouteKey,
} from '@carweb/platform-routing';
import { paymentStatusQuery } from '@carweb/api-payment';
import type { PaymentStatus } from '@carweb/api-contracts';
import { isSent, loadCheckoutVehicle, paymentSessionOf } from './checkout-vehicle';
import { showsPackages } from './checkout-kinds';
import type { VehicleCheckoutKind } from './forms/vehicle-checkout-forms';
import { leasingTermsOf } from './vehicle-checkout-data';

const checkoutPage = lazyPage(() => import('./page/VehicleCheckoutPage'));

export interface VehicleCheckoutData {
  kind: VehicleCheckoutKind;
  vehicleId: number;
  sent: boolean;
  /** back from the payment page: the session's status (AUTHORIZED → thanks; CANCELED, ERROR → try again) */
  payment?: PaymentStatus;
}

async function loadVehicleCheckout(kind: VehicleCheckoutKind, args: PageLoaderArgs): Promise<VehicleCheckoutData> {
  const vehicle = await loadCheckoutVehicle(args);
  // only a vehicle with subscription data can be subscribed to
  if (kind === 'subscription' && !vehicle.subscription) {
    throw redirect(notFoundPath(args.env.brand, args.locale, args.dealer?.includeLocale ?? true));
  }
  const api = marketApi(args.api);
  const { queryClient } = args.env;
  const paymentSession = kind === 'reservation' ? paymentSessionOf(args.request) : null;
  const [payment] = await Promise.all([
    paymentSession ? critical(queryClient.ensureQueryData(paymentStatusQuery(args.api, paymentSession))) : undefined,
    checkoutPage.preload(),
    // in the server HTML: the packages of the benefits step and the rate of the chosen terms (optional data)
    showsPackages(kind) ? queryClient.prefetchQuery(additionalPackagesQuery(api, packagesRequest(vehicle))) : undefined,
    kind === 'leasing'
      ? queryClient.prefetchQuery(vehicleLeasingQuery(api, vehicle.id, leasingTermsOf(vehicle, new URL(args.request.url).searchParams)))
      : undefined,
  ]);
  // an unknown session is no payment at all: the form again
  return { kind, vehicleId: vehicle.id, sent: isSent(args.request), payment: payment?.status };
}

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
    loader: (args) => loadVehicleCheckout(kind, args),
    // the lead's code and contracts load with the first submit, not with the page
    action: (args) => import('./vehicle-checkout-action').then((module) => module.vehicleCheckoutAction(kind, args)),
    Component: checkoutPage.Component,
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
