import { redirect } from 'react-router-dom';
import { dealerBySlugQuery, subDealerDetailsQuery } from '@carweb/api-dealer';
import { checkInQuery } from '@carweb/api-form';
import { critical, lazyPage, NO_INDEX_NO_FOLLOW, notFoundPath, type PageLoaderArgs, type PageRoute } from '@carweb/platform-routing';

const checkInPage = lazyPage(() => import('./page/CheckInPage'));

export interface CheckInData {
  hash: string;
  /** the dealer or location of the appointment: its contact is the page's */
  locationId: number;
}

/**
 * The check-in of a service appointment (SPEC §7 GET check-in/{hash}): an unknown hash, or one of
 * another dealer's appointments, is the not-found route; an outage answers 503 (decision 0015).
 */
async function loadCheckIn({ params, env, api, locale, dealer: base }: PageLoaderArgs): Promise<CheckInData> {
  const { queryClient } = env;
  const hash = params['hash'] ?? '';
  const [dealer, checkIn] = await Promise.all([
    critical(queryClient.ensureQueryData(dealerBySlugQuery(api, params['dealerSlug'] ?? ''))),
    critical(queryClient.ensureQueryData(checkInQuery(api, hash))),
    checkInPage.preload(),
  ]);
  const notFound = () => redirect(notFoundPath(env.brand, locale, base?.includeLocale ?? true));
  if (!dealer || !checkIn) throw notFound();
  if (checkIn.dealerId !== dealer.dealerId) {
    if (!dealer.subDealers.some((sub) => sub.dealerId === checkIn.dealerId)) throw notFound();
    const [location] = (await critical(queryClient.ensureQueryData(subDealerDetailsQuery(api, dealer.dealerId, [checkIn.dealerId])))) ?? [];
    if (!location) throw notFound();
  }
  return { hash, locationId: checkIn.dealerId };
}

/** {base}/check-in/{hash}: the appointment as the form service knows it, and whom to call to change it. */
export const checkInRoute: PageRoute = {
  id: 'check-in',
  library: '@carweb/checkout-feature-model-forms',
  routeKey: 'checkIn',
  path: ':hash',
  // the check-in belongs to the service appointment (SPEC §1 has no page type of its own for it)
  // a service customer's appointment and name: never in a shared cache
  handle: { pageType: 'serviceCheckoutPage', robots: NO_INDEX_NO_FOLLOW, navType: 'checkout', stickyChat: false, personalData: true },
  loader: loadCheckIn,
  Component: checkInPage.Component,
};
