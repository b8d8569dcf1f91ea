import { modelCategoriesQuery } from '@carweb/api-content';
import { modelRangeQuery } from '@carweb/api-model';
import { listedKeyCampaignQuery } from '@carweb/content-data-access';
import type { PageLoaderArgs } from '@carweb/platform-routing';
import { prefetchQuickSearch } from '@carweb/vehicle-market-feature-market-home';
import { homeCampaignsQuery, magazineTeasersQuery } from './corporate-home-queries';

/**
 * The brand's corporate home (homepageCorporate) at /{lang}. Loader contract (decision 0015): nothing is critical. Each
 * section's data is optional and prefetched into the server HTML (`prefetchQuery` never throws); an outage or absence
 * of one leaves its section out and the page answers 200. With everything failed the page still has its welcome, the
 * way to a dealer and (with the vehicle market) the quick search, which need no data — never a 503 or a 500 for the
 * brand's front door. Model categories only where the brand has model pages; the quick search only with the market.
 */
export async function loadCorporateHome({ env, api }: PageLoaderArgs): Promise<null> {
  const { brand, queryClient } = env;
  await Promise.all([
    queryClient.prefetchQuery(listedKeyCampaignQuery(api, brand)),
    queryClient.prefetchQuery(homeCampaignsQuery(api, brand)),
    queryClient.prefetchQuery(magazineTeasersQuery(api)),
    brand.features.modelRange && queryClient.prefetchQuery(modelCategoriesQuery(api)),
    brand.features.modelRange && queryClient.prefetchQuery(modelRangeQuery(api)),
    brand.features.vehicleMarket && prefetchQuickSearch(queryClient, api),
  ]);
  return null;
}
