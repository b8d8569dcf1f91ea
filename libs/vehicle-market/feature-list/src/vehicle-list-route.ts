import { dealerBySlugQuery, minimalDealerListQuery } from '@carweb/api-dealer';
import { INDEX_FOLLOW, type PageLoaderArgs, type PageRoute } from '@carweb/platform-routing';
import { lazyPage, marketApi } from '@carweb/vehicle-market-common';
import { parseMarketFilter } from '@carweb/vehicle-market-filters';
import { dealerScope } from './dealer-scope';
import { prefetchList } from './list-data';
import './styles';

export const vehicleListPage = lazyPage(() => import('./list-page/VehicleListPage'));

/**
 * Loader contract: nothing here is critical (the dealer route already guarantees the dealer), so it
 * never throws; it prefetches the visible pages, the search criteria and the minimal dealer list
 * (SPEC §2: filter 'all') into the server HTML, and starts loading the page's code.
 */
async function loadVehicleList({ request, params, env, api }: PageLoaderArgs) {
  const filter = parseMarketFilter(new URL(request.url).search);
  const dealerSlug = params['dealerSlug'];
  const dealer = dealerSlug ? await env.queryClient.ensureQueryData(dealerBySlugQuery(api, dealerSlug)).catch(() => null) : null;
  await Promise.all([
    prefetchList(env.queryClient, marketApi(api), filter, dealerScope(dealer), dealerSlug),
    env.queryClient.prefetchQuery(minimalDealerListQuery(api, 'all')),
    vehicleListPage.preload(),
  ]);
  return null;
}

/** The vehicle market list of a dealer (partner web): {base}/auto-finden. */
export const vehicleListRoute: PageRoute = {
  id: 'vehicle-market-list',
  routeKey: 'vehicleMarket',
  feature: 'vehicleMarket',
  handle: { pageType: 'vehicleListPage', robots: INDEX_FOLLOW, navType: 'vehicleMarket' },
  loader: loadVehicleList,
  Component: vehicleListPage.Component,
};

/** The brand-wide vehicle market (corporate platform): /{lang}/auto-finden, every dealer of the brand. */
export const brandVehicleListRoute: PageRoute = { ...vehicleListRoute, id: 'vehicle-market-brand-list' };
