import { dealerBySlugQuery, minimalDealerListQuery } from '@carweb/api-dealer';
import { critical, type PageLoaderArgs } from '@carweb/platform-routing';
import { marketApi } from '@carweb/api-core';
import { parseMarketFilter } from '@carweb/vehicle-market-util-search-state';
import { dealerScope } from './dealer-scope';
import { prefetchList } from './list-data';
import { nearestPlaceQuery } from './location/nearest-place-query';
import { LIST_PAGES, type ListPageType } from './list-pages';
import { vehicleListPage } from './vehicle-list-route';

/**
 * Loader contract (decision 0015): the dealer is critical (the dealer route loads the same query and
 * answers its absence or outage); the rest never throws: it prefetches the visible pages and the search criteria
 * into the server HTML, and starts loading the page's code. The brand-wide list also prefetches the minimal dealer
 * list (SPEC §2: filter 'all'), the options of its dealer filter; a dealer's list offers its own locations instead
 * (from the dealer) and does not carry the brand's dealers in its HTML. A preset list (approved, subscription) is
 * prefetched with its preset, so the server HTML shows it already applied.
 */
export const loadVehicleList =
  (pageType: ListPageType) =>
  async ({ request, params, env, api }: PageLoaderArgs) => {
    const filter = parseMarketFilter(new URL(request.url).search);
    const dealerSlug = params['dealerSlug'];
    const dealer = dealerSlug ? await critical(env.queryClient.ensureQueryData(dealerBySlugQuery(api, dealerSlug))) : null;
    await Promise.all([
      prefetchList(env.queryClient, marketApi(api), filter, dealerScope(dealer), dealerSlug, LIST_PAGES[pageType].preset),
      dealerSlug ? undefined : env.queryClient.prefetchQuery(minimalDealerListQuery(api, 'all')),
      vehicleListPage.preload(),
      filter.lat !== undefined && filter.lon !== undefined
        ? env.queryClient.prefetchQuery(nearestPlaceQuery({ lat: filter.lat, lon: filter.lon }))
        : undefined,
    ]);
    return null;
  };
