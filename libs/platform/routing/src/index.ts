export {
  isPlaceholderSegment,
  localizeSubPath,
  ROUTE_KEYS,
  ROUTE_SEGMENTS,
  type RouteKey,
  routeSegment,
  segmentAliases,
  type Segments,
} from './route-segments';
export { PAGE_TRACKING_GROUP, PAGE_TYPES, type PageType, TRACKING_GROUPS, type TrackingGroup, trackingGroupOf } from './page-types';
export {
  INDEX_FOLLOW,
  isRouteHandle,
  type LanguageSwitchArgs,
  type LanguageSwitchUrlGenerator,
  type LocalizedSlugSelector,
  type NavType,
  NO_INDEX_NO_FOLLOW,
  type PageHandle,
  type Robots,
  type RouteHandle,
  type StickyChatSetting,
} from './route-handle';
export { type PageLoaderArgs, pageDealer, pageDealerBase, routeContextFor, type RouteEnv, routeEnvOf } from './route-env';
export { type DealerBase, dealerBasePath, dealerPagePath, localeOfPath, notFoundPath, sitePagePath } from './dealer-path';
export { type DealerLocales, decideDealerLocale, type LocaleDecision } from './dealer-locale-rules';
export { DealerBaseProvider, type DealerRouteData, useDealerBase, useDealerHref, useOptionalDealerBase } from './dealer-base-context';
export { RouteEnvProvider, useBrand, useOptionalRouteEnv, useRouteEnv } from './route-env-context';
export {
  assertSingleWildcard,
  type DealerOfRoute,
  type LocaleResolver,
  pageHandle,
  type PageLevel,
  type PageRoute,
  pageRoutes,
  type RouteArea,
} from './page-route';
export { createRouteTree, type RouteTreeInput } from './route-tree';
export { fillSubPath, languageSwitchUrl } from './language/language-switch';
export { cachedSlugSelector } from './language/cached-slug-selector';
export { type LanguageLink, useCurrentDealerRoute, useCurrentPageMatch, useLanguageLinks } from './language/use-language-switch';
export {
  changeLanguage,
  INITIAL_LANGUAGE_STATE,
  type LanguageChangeEffects,
  type LanguageState,
  useLanguageChange,
} from './language/language-change';
export { lazyPage, type LazyPage, lazyRouteCode, type LazyRouteCode } from './lazy-page';
export { critical, optional, outageResponse, isOutageResponse, OUTAGE_STATUS } from './loader-contract';
export { type RouteFileOf, routeTableMarkdown, routeTableRows, type RouteTableRow } from './route-table';
export { withoutPersonalTokens } from './personal-paths';
