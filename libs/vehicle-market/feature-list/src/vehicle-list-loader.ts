import { minimalDealerListQuery } from '@carweb/api-dealer';
import { pageDealer, type PageLoaderArgs } from '@carweb/platform-routing';
import { marketApi } from '@carweb/api-core';
import { parseMarketFilter } from '@carweb/vehicle-market-util-search-state';
import { dealerScope } from './dealer-scope';
import { prefetchList } from './list-data';
import { nearestPlaceQuery } from './location/nearest-place-query';
import { LIST_PAGES, type ListPageType } from './list-pages';

/**
 * Loader contract (decision 0015): below a dealer, the dealer is the dealer route's (decision 0028: it answers its
 * absence or outage); the rest never throws: it prefetches the visible pages and the search criteria into the server
 * HTML. The brand-wide list also prefetches the minimal dealer
 * list (SPEC §2: filter 'all'), the options of its dealer filter; a dealer's list offers its own locations instead
 * (from the dealer) and does not carry the brand's dealers in its HTML. A preset list (approved, subscription) is
 * prefetched with its preset, so the server HTML shows it already applied.
 */
export const loadVehicleList = (pageType: ListPageType) => async (args: PageLoaderArgs) => {
  const { request, params, env, api } = args;
  const filter = parseMarketFilter(new URL(request.url).search);
  const dealerSlug = params['dealerSlug'];
  const dealer = args.dealer ? await pageDealer(args) : null;
  await Promise.all([
    prefetchList(env.queryClient, marketApi(api), filter, dealerScope(dealer), dealerSlug, LIST_PAGES[pageType].preset),
    dealerSlug ? undefined : env.queryClient.prefetchQuery(minimalDealerListQuery(api, 'all')),
    filter.lat !== undefined && filter.lon !== undefined
      ? env.queryClient.prefetchQuery(nearestPlaceQuery({ lat: filter.lat, lon: filter.lon }))
      : undefined,
  ]);
  return null;
};
