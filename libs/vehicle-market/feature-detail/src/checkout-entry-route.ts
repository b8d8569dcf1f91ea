import { redirect } from 'react-router-dom';
import { vehicleDetailQuery } from '@carweb/api-core';
import { critical, NO_INDEX_NO_FOLLOW, notFoundPath, type PageLoaderArgs, type PageRoute, lazyPage } from '@carweb/platform-routing';
import { marketApi } from '@carweb/vehicle-market-feature-vehicle-teasers';
import { vehicleIdFromSlug } from '@carweb/vehicle-market-util-search-state';

export const checkoutEntryPage = lazyPage(() => import('./checkout-entry/CheckoutEntryPage'));

export type CheckoutKind = 'buy' | 'leasing' | 'testDrive';
export interface CheckoutEntryData {
  vehicleId: number;
  kind: CheckoutKind;
}

/**
 * SPEC §2 checkout guard: the vehicle is loaded by slug and waited for; a missing or reserved vehicle
 * redirects to the not-found route; an outage answers 503 (decision 0015). The lead forms of the
 * checkout come with their own library; until then the page sends the request to the dealer directly.
 */
export async function loadCheckoutEntry(
  { params, env, api, locale, dealer }: PageLoaderArgs,
  kind: CheckoutKind,
): Promise<CheckoutEntryData> {
  const { brand } = env;
  const dealerSlug = params['dealerSlug'] ?? '';
  const vehicleId = vehicleIdFromSlug(params['slug']);
  const vehicle = vehicleId
    ? await critical(env.queryClient.ensureQueryData(vehicleDetailQuery(marketApi(api), vehicleId, dealerSlug)))
    : null;
  if (!vehicle || !vehicleId || vehicle.isReserved) throw redirect(notFoundPath(brand, locale, dealer?.includeLocale ?? true));
  await checkoutEntryPage.preload();
  return { vehicleId, kind };
}

const handle = (pageType: 'buyCheckoutPage' | 'testdriveCheckoutPage') => ({
  pageType,
  robots: NO_INDEX_NO_FOLLOW,
  navType: 'checkout' as const,
  stickyChat: false,
});

/** buy/{slug} (leasing: the same route with ?mode=lease, SPEC checkout mode; the spec names no leasing segment). */
export const buyCheckoutEntryRoute: PageRoute = {
  id: 'vehicle-market-checkout-buy',
  library: '@carweb/vehicle-market-feature-detail',
  routeKey: 'buyOnline',
  path: ':slug',
  feature: 'vehicleMarket',
  handle: handle('buyCheckoutPage'),
  loader: (args) => loadCheckoutEntry(args, new URL(args.request.url).searchParams.get('mode') === 'lease' ? 'leasing' : 'buy'),
  Component: checkoutEntryPage.Component,
};

/** testDrive/{slug}. */
export const testDriveCheckoutEntryRoute: PageRoute = {
  id: 'vehicle-market-checkout-test-drive',
  library: '@carweb/vehicle-market-feature-detail',
  routeKey: 'testDrive',
  path: ':slug',
  feature: 'vehicleMarket',
  handle: handle('testdriveCheckoutPage'),
  loader: (args) => loadCheckoutEntry(args, 'testDrive'),
  Component: checkoutEntryPage.Component,
};
