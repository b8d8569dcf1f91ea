import { redirect } from 'react-router-dom';
import { marketApi, vehicleDetailQuery, vehicleIdFromSlug } from '@carweb/api-core';
import { critical, notFoundPath, type PageLoaderArgs } from '@carweb/platform-routing';

/** The thanks step of a checkout: the same URL with this parameter (303 after the POST). */
export const SENT_PARAM = 'sent';

export const isSent = (request: Request) => new URL(request.url).searchParams.has(SENT_PARAM);

/** The payment service sends the visitor back with the session (SPEC §4 payment checkout). */
export const paymentSessionOf = (request: Request) => new URL(request.url).searchParams.get('paymentSessionId');

/**
 * SPEC §2 checkout guard: the vehicle is loaded by slug and waited for; a missing or reserved
 * vehicle redirects to the not-found route (the thanks step and the return from the payment page
 * stay, whatever the vehicle's state now); an outage answers 503 (decision 0015).
 */
export async function loadCheckoutVehicle({ request, params, env, api, locale, dealer }: PageLoaderArgs) {
  const vehicleId = vehicleIdFromSlug(params['slug']);
  const vehicle = vehicleId
    ? await critical(env.queryClient.ensureQueryData(vehicleDetailQuery(marketApi(api), vehicleId, params['dealerSlug'])))
    : null;
  const done = isSent(request) || paymentSessionOf(request) !== null;
  if (!vehicle || (vehicle.isReserved && !done)) throw redirect(notFoundPath(env.brand, locale, dealer?.includeLocale ?? true));
  return vehicle;
}
