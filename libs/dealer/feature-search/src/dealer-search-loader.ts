import { dealerListQuery } from '@carweb/api-dealer';
import { critical, type PageLoaderArgs } from '@carweb/platform-routing';
import { parseDealerSearch } from './search/dealer-search-params';

/**
 * The dealer list is critical here: without it the page has nothing to show (outage: 503 in the site
 * layout, decision 0015). The dealers of every service tell the searched place; those of the chosen
 * service are the results (dealer-list, dealerServiceType). A list the backend says is absent is empty.
 */
export async function loadDealerSearch({ request, env, api }: PageLoaderArgs) {
  const { service } = parseDealerSearch(new URL(request.url).search);
  const load = async (dealerServiceType: typeof service) => {
    const options = dealerListQuery(api, { dealerServiceType });
    const dealers = await critical(env.queryClient.ensureQueryData(options));
    if (dealers === null) env.queryClient.setQueryData(options.queryKey, []);
  };
  // the site frame's footnotes come with the site layout's loader (createSiteRoutes `prefetchSiteLayout`)
  await Promise.all([load('all'), service === 'all' ? null : load(service)]);
  return null;
}
