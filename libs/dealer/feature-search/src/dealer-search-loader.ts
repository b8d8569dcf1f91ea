import { footnotesQuery } from '@carweb/api-base';
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
  await Promise.all([
    load('all'),
    service === 'all' ? null : load(service),
    // the site frame loads the footnotes on its first language change (SPEC §4); from the server HTML, the
    // search's first load (the root redirects here) makes no API call and loads no contracts (decision 0011)
    env.queryClient.prefetchQuery(footnotesQuery(api)),
  ]);
  return null;
}
