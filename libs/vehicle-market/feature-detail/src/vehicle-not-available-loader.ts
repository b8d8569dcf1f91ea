import { marketApi, topCarsQuery } from '@carweb/api-core';
import type { PageLoaderArgs } from '@carweb/platform-routing';
import { OTHER_OFFERS_LIMIT } from './constants';

/** The carousel of other offers is prefetched; the page itself never fails. */
export async function loadNotAvailable({ params, env, api }: PageLoaderArgs) {
  await env.queryClient.prefetchQuery(topCarsQuery(marketApi(api), { limit: OTHER_OFFERS_LIMIT }, params['dealerSlug']));
  return null;
}
