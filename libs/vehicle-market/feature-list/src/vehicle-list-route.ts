import { dealerBySlugQuery, minimalDealerListQuery } from '@carweb/api-dealer';
import { dealerPagePath, INDEX_FOLLOW, sitePagePath, type LanguageSwitchUrlGenerator, type PageLoaderArgs, type PageRoute } from '@carweb/platform-routing';
import { lazyPage, marketApi } from '@carweb/vehicle-market-common';
import { marketFilterSearch, parseMarketFilter } from '@carweb/vehicle-market-filters';
import { dealerScope } from './dealer-scope';
import { prefetchList } from './list-data';

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

/** The list in another language keeps the filter, but only its allowed parameters (SPEC §5). */
export const listLanguageSwitch: LanguageSwitchUrlGenerator = ({ brand, targetLocale, dealer, search }) => {
  const path = dealer
    ? dealerPagePath({ brand, locale: targetLocale, dealerSlug: dealer.dealerSlug, includeLocale: dealer.includeLocale }, 'vehicleMarket')
    : sitePagePath(brand, targetLocale, 'vehicleMarket');
  return `${path}${marketFilterSearch(parseMarketFilter(search))}`;
};

/** The vehicle market list of a dealer (partner web): {base}/auto-finden. */
export const vehicleListRoute: PageRoute = {
  id: 'vehicle-market-list',
  routeKey: 'vehicleMarket',
  feature: 'vehicleMarket',
  handle: { pageType: 'vehicleListPage', robots: INDEX_FOLLOW, navType: 'vehicleMarket', languageSwitchUrlGenerator: listLanguageSwitch },
  loader: loadVehicleList,
  Component: vehicleListPage.Component,
};

/** The brand-wide vehicle market (corporate platform): /{lang}/auto-finden, every dealer of the brand. */
export const brandVehicleListRoute: PageRoute = { ...vehicleListRoute, id: 'vehicle-market-brand-list' };
