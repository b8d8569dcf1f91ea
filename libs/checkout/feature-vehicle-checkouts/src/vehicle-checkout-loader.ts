import { redirect } from 'react-router-dom';
import { additionalPackagesQuery, marketApi, packagesRequest, vehicleLeasingQuery } from '@carweb/api-core';
import { paymentStatusQuery } from '@carweb/api-payment';
import type { PaymentStatus } from '@carweb/api-contracts';
import { critical, notFoundPath, type PageLoaderArgs } from '@carweb/platform-routing';
import { isSent, loadCheckoutVehicle, paymentSessionOf } from './checkout-vehicle';
import { showsPackages } from './checkout-kinds';
import type { VehicleCheckoutKind } from './forms/vehicle-checkout-forms';
import { leasingTermsOf } from './vehicle-checkout-data';

export interface VehicleCheckoutData {
  kind: VehicleCheckoutKind;
  vehicleId: number;
  sent: boolean;
  /** back from the payment page: the session's status (AUTHORIZED → thanks; CANCELED, ERROR → try again) */
  payment?: PaymentStatus;
}

export async function loadVehicleCheckout(kind: VehicleCheckoutKind, args: PageLoaderArgs): Promise<VehicleCheckoutData> {
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
    // in the server HTML: the packages of the benefits step and the rate of the chosen terms (optional data)
    showsPackages(kind) ? queryClient.prefetchQuery(additionalPackagesQuery(api, packagesRequest(vehicle))) : undefined,
    kind === 'leasing'
      ? queryClient.prefetchQuery(vehicleLeasingQuery(api, vehicle.id, leasingTermsOf(vehicle, new URL(args.request.url).searchParams)))
      : undefined,
  ]);
  // an unknown session is no payment at all: the form again
  return { kind, vehicleId: vehicle.id, sent: isSent(args.request), payment: payment?.status };
}
