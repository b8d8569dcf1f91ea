import {
  dealerPagePath,
  INDEX_FOLLOW,
  sitePagePath,
  type LanguageSwitchUrlGenerator,
  type PageRoute,
  lazyPage,
  lazyRouteCode,
} from '@carweb/platform-routing';
import { marketFilterSearch, parseMarketFilter } from '@carweb/vehicle-market-util-search-state';
import { LIST_PAGES, type ListPageType } from './list-pages';

const vehicleListPage = lazyPage(() => import('./list-page/VehicleListPage'));

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
    handle: {
      pageType,
      robots: INDEX_FOLLOW,
      navType: 'vehicleMarket',
      languageSwitchUrlGenerator: listLanguageSwitch,
      // the page cache key: the allowed parameters only, in canonical order (SPEC §5)
      cacheSearch: (params) => marketFilterSearch(parseMarketFilter(params)),
    },
    loader: lazyRouteCode(() => import('./vehicle-list-loader').then((module) => module.loadVehicleList(pageType))),
    ...vehicleListPage,
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
