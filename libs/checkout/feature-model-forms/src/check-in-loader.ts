import { redirect } from 'react-router-dom';
import { subDealerDetailsQuery } from '@carweb/api-dealer';
import { checkInQuery } from '@carweb/api-form';
import { critical, notFoundPath, pageDealer, type PageLoaderArgs } from '@carweb/platform-routing';

export interface CheckInData {
  hash: string;
  /** the dealer or location of the appointment: its contact is the page's */
  locationId: number;
}

/**
 * The check-in of a service appointment (SPEC §7 GET check-in/{hash}): an unknown hash, or one of
 * another dealer's appointments, is the not-found route; an outage answers 503 (decision 0015).
 */
export async function loadCheckIn(args: PageLoaderArgs): Promise<CheckInData> {
  const { params, env, api, locale, dealer: base } = args;
  const { queryClient } = env;
  const hash = params['hash'] ?? '';
  const [dealer, checkIn] = await Promise.all([pageDealer(args), critical(queryClient.ensureQueryData(checkInQuery(api, hash)))]);
  const notFound = () => redirect(notFoundPath(env.brand, locale, base?.includeLocale ?? true));
  if (!checkIn) throw notFound();
  if (checkIn.dealerId !== dealer.dealerId) {
    if (!dealer.subDealers.some((sub) => sub.dealerId === checkIn.dealerId)) throw notFound();
    const [location] = (await critical(queryClient.ensureQueryData(subDealerDetailsQuery(api, dealer.dealerId, [checkIn.dealerId])))) ?? [];
    if (!location) throw notFound();
  }
  return { hash, locationId: checkIn.dealerId };
}
