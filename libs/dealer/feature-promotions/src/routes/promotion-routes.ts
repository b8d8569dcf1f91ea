import { cachedSlugSelector, INDEX_FOLLOW, lazyPage, lazyRouteCode, NO_INDEX_NO_FOLLOW, type PageRoute } from '@carweb/platform-routing';

const LIBRARY = '@carweb/dealer-feature-promotions';

const detailPage = lazyPage(() => import('../detail-page/PromotionDetailPage'));

/** SPEC §2 localizedSlugSelector: the promotion's slug in every language, from the cached promotion. */
export const promotionSlugSelector = cachedSlugSelector(['dealer', 'promotion']);

/** Promotions list (promotionListPage) at {base}/aktionen. */
export const promotionListRoute: PageRoute = {
  id: 'dealer-promotion-list',
  library: LIBRARY,
  routeKey: 'promotions',
  handle: { pageType: 'promotionListPage', robots: INDEX_FOLLOW, navType: 'default' },
  loader: lazyRouteCode(() => import('./promotion-list-loaders').then((module) => module.loadPromotionList)),
  ...lazyPage(() => import('../list-page/PromotionListPage')),
};

/** Promotion detail (promotionDetailPage) at {base}/aktionen/{slug}. */
export const promotionDetailRoute: PageRoute = {
  id: 'dealer-promotion-detail',
  library: LIBRARY,
  routeKey: 'promotions',
  path: ':slug',
  handle: { pageType: 'promotionDetailPage', robots: INDEX_FOLLOW, navType: 'default', localizedSlugSelector: promotionSlugSelector },
  loader: lazyRouteCode(() => import('./promotion-loader').then((module) => (args) => module.loadPromotion(args, 'promotion'))),
  ...detailPage,
};

/** Service-theme promotion (promotionServiceThemePage) at {base}/services/{slug}. */
export const promotionServiceThemeRoute: PageRoute = {
  id: 'dealer-promotion-service-theme',
  library: LIBRARY,
  routeKey: 'serviceThemePromotion',
  path: ':slug',
  handle: {
    pageType: 'promotionServiceThemePage',
    robots: INDEX_FOLLOW,
    navType: 'default',
    localizedSlugSelector: promotionSlugSelector,
  },
  loader: lazyRouteCode(() => import('./promotion-loader').then((module) => (args) => module.loadPromotion(args, 'serviceTheme'))),
  ...detailPage,
};

/** Promotion not available (promotionNotAvailablePage, no-index, no-follow) at {base}/aktion-nicht-verfuegbar. */
export const promotionUnavailableRoute: PageRoute = {
  id: 'dealer-promotion-unavailable',
  library: LIBRARY,
  routeKey: 'promotionUnavailable',
  handle: { pageType: 'promotionNotAvailablePage', robots: NO_INDEX_NO_FOLLOW, navType: 'default' },
  loader: lazyRouteCode(() => import('./promotion-list-loaders').then((module) => module.loadPromotionUnavailable)),
  ...lazyPage(() => import('../unavailable-page/PromotionUnavailablePage')),
};
