import { dealerBySlugQuery } from '@carweb/api-dealer';
import { critical, type PageLoaderArgs } from '@carweb/platform-routing';

/** The thanks step of a form: the same URL with this parameter (303 after the POST). */
export const SENT_PARAM = 'sent';

export const isSent = (request: Request) => new URL(request.url).searchParams.has(SENT_PARAM);

/** Where the action sends the visitor once the lead is stored. */
export const thanksUrlOf = (request: Request) => `${new URL(request.url).pathname}?${SENT_PARAM}`;

/**
 * The dealer of the page, from the query the dealer route already filled. Its absence and outage
 * are the dealer route's to answer (decision 0015); a page that runs on, runs with the dealer.
 */
export async function pageDealer({ params, env, api }: PageLoaderArgs) {
  const dealer = await critical(env.queryClient.ensureQueryData(dealerBySlugQuery(api, params['dealerSlug'] ?? '')));
  if (!dealer) throw new Error('Could not fetch Dealer Data');
  return dealer;
}
