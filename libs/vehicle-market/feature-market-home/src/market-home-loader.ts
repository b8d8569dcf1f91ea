import { marketApi } from '@carweb/api-core';
import type { PageLoaderArgs } from '@carweb/platform-routing';
import { entryPointsQuery, topCarCardsQuery } from './market-home-queries';
import { prefetchQuickSearch } from './quick-search/quick-search-queries';

/**
 * The vehicle market's home (homepageVehicleMarket). Loader contract (decision 0015): nothing here is critical. The
 * page is a door into the list: its quick search is a plain form to the list and its links need no data, so a core
 * outage leaves out what needs it (the selects' makes and models, the counts, the top cars, the entry points) and the
 * page still answers 200 — never a 503 for a page that can still lead somewhere, never a 500. Everything is prefetched
 * into the server HTML; `prefetchQuery` never throws.
 */
export async function loadMarketHome({ env, api }: PageLoaderArgs): Promise<null> {
  const market = marketApi(api);
  await Promise.all([
    prefetchQuickSearch(env.queryClient, api),
    env.queryClient.prefetchQuery(topCarCardsQuery(market)),
    env.queryClient.prefetchQuery(entryPointsQuery(market)),
  ]);
  return null;
}
