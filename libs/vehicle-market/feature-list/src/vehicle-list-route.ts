import { dealerBySlugQuery, minimalDealerListQuery } from '@carweb/api-dealer';
import {
  critical,
  dealerPagePath,
  INDEX_FOLLOW,
  sitePagePath,
  type LanguageSwitchUrlGenerator,
  type PageLoaderArgs,
  type PageRoute,
  lazyPage,
} from '@carweb/platform-routing';
import { marketApi } from '@carweb/api-core';
import { marketFilterSearch, parseMarketFilter } from '@carweb/vehicle-market-util-search-state';
import { dealerScope } from './dealer-scope';
import { prefetchList } from './list-data';
import { LIST_PAGES, type ListPageType } from './list-pages';

export const vehicleListPage = lazyPage(() => import('./list-page/VehicleListPage'));

/**
 * Loader contract (decision 0015): the dealer is critical (the dealer route loads the same query and
 * answers its absence or outage); the rest never throws: it prefetches the visible pages, the search criteria and the minimal dealer list
 * (SPEC §2: filter 'all') into the server HTML, and starts loading the page's code. A preset list
 * (approved, subscription) is prefetched with its preset, so the server HTML shows it already applied.
 */
const loadVehicleList =
  (pageType: ListPageType) =>
  async ({ request, params, env, api }: PageLoaderArgs) => {
    const filter = parseMarketFilter(new URL(request.url).search);
    const dealerSlug = params['dealerSlug'];
    const dealer = dealerSlug ? await critical(env.queryClient.ensureQueryData(dealerBySlugQuery(api, dealerSlug))) : null;
    await Promise.all([
      prefetchList(env.queryClient, marketApi(api), filter, dealerScope(dealer), dealerSlug, LIST_PAGES[pageType].preset),
      env.queryClient.prefetchQuery(minimalDealerListQuery(api, 'all')),
      vehicleListPage.preload(),
    ]);
    return null;
  };

/** The list in another language keeps the filter, but only its allowed parameters (SPEC §5). */
export const listLanguageSwitch: LanguageSwitchUrlGenerator = ({ brand, handle, targetLocale, dealer, search }) => {
  const key = handle.routeKey ?? 'vehicleMarket';
  const path = dealer
    ? dealerPagePath({ brand, locale: targetLocale, dealerSlug: dealer.dealerSlug, includeLocale: dealer.includeLocale }, key)
    : sitePagePath(brand, targetLocale, key);
  return `${path}${marketFilterSearch(parseMarketFilter(search))}`;
};

function listRoute(id: string, pageType: ListPageType): PageRoute {
  return {
    id,
    library: '@carweb/vehicle-market-feature-list',
    routeKey: LIST_PAGES[pageType].routeKey,
    feature: 'vehicleMarket',
    handle: { pageType, robots: INDEX_FOLLOW, navType: 'vehicleMarket', languageSwitchUrlGenerator: listLanguageSwitch },
    loader: loadVehicleList(pageType),
    Component: vehicleListPage.Component,
  };
}

/** The vehicle market list of a dealer (partner web): {base}/auto-finden. */
export const vehicleListRoute = listRoute('vehicle-market-list', 'vehicleListPage');
/** Approved (young-used programme) vehicles of a dealer: {base}/junge-occasionen. */
export const approvedListRoute = listRoute('vehicle-market-approved', 'approvedPage');
/** Vehicles with subscription data of a dealer: {base}/auto-abo. */
export const subscriptionListRoute = listRoute('vehicle-market-subscription', 'subscriptionPage');

/** The brand-wide vehicle market (corporate platform): /{lang}/auto-finden, every dealer of the brand. */
export const brandVehicleListRoute: PageRoute = { ...vehicleListRoute, id: 'vehicle-market-brand-list' };
export const brandApprovedListRoute: PageRoute = { ...approvedListRoute, id: 'vehicle-market-brand-approved' };
export const brandSubscriptionListRoute: PageRoute = { ...subscriptionListRoute, id: 'vehicle-market-brand-subscription' };
