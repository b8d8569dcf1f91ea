import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router-dom';
import type { BrandConfig, Locale } from '@carweb/shared-util-brand';
import type { PageType, TrackingGroup } from './page-types';
import type { RouteKey } from './route-segments';

export interface Robots {
  noIndex: boolean;
  noFollow: boolean;
}

/** Route data `stickyChat`: undefined = enabled, false = disabled, 'onlyMobileDisabled' = off on mobile. */
export type StickyChatSetting = boolean | 'onlyMobileDisabled';
export type NavType = 'default' | 'vehicleMarket' | 'checkout';

/** What a language switch needs to know about the page the visitor is on. */
export interface LanguageSwitchArgs {
  brand: BrandConfig;
  handle: RouteHandle;
  params: Params;
  /** query string of the current URL, kept on the switch ('' or '?…') */
  search: string;
  targetLocale: Locale;
  /** the dealer base of the target URL; absent on site pages */
  dealer?: { dealerSlug: string; includeLocale: boolean };
  /** slug of the page's last path parameter per locale (localizedSlugSelector) */
  localizedSlugs?: Partial<Record<Locale, string>>;
}

/** Route data `languageSwitchUrlGenerator`: a page's own rule; undefined = the generic rule applies. */
export type LanguageSwitchUrlGenerator = (args: LanguageSwitchArgs) => string | undefined;

/** Route data `localizedSlugSelector`: the page's slug in every language, read from its cached data. */
export type LocalizedSlugSelector = (args: {
  queryClient: QueryClient;
  params: Params;
  locale: Locale;
}) => Partial<Record<Locale, string>> | undefined;

/** The route data a feature library gives its page (SPEC §2 route data keys). */
export interface PageHandle {
  pageType: PageType;
  robots: Robots;
  stickyChat?: StickyChatSetting;
  navType?: NavType;
  languageSwitchUrlGenerator?: LanguageSwitchUrlGenerator;
  localizedSlugSelector?: LocalizedSlugSelector;
  /** a URL of the page with a query (a configuration, a comparison) is `noindex`: its canonical is the page without it */
  noIndexWithQuery?: boolean;
  /** the page shows one visitor's personal data (e.g. a check-in): no shared cache may keep it */
  personalData?: boolean;
  /**
   * The page's allowed search parameters, normalized (sorted, defaults dropped): the page cache key (decision 0023).
   * Without it the page is cached only when its URL has no search parameters.
   */
  cacheSearch?: (params: URLSearchParams) => string;
}

/** The `handle` every page route carries: the page's data plus what the route tree knows. */
export interface RouteHandle extends PageHandle {
  locale: Locale;
  trackingGroup: TrackingGroup | null;
  /** where the page lives: below a dealer base, below a language (site), or at the root (dontLocalizeRoutes) */
  area: 'dealer' | 'site' | 'root';
  routeKey?: RouteKey;
  /** path after the localized segment, e.g. ':slug' */
  subPath?: string;
  /** the library whose page this is, e.g. '@carweb/dealer-feature-home' (route table, docs/routes) */
  library?: string;
  /** the page's code: the browser starts it before hydrating, in a task of its own (decision 0032) */
  preloadPage?: () => Promise<unknown>;
  /** the code of the page's action (a lead form's submit), fetched when the visitor starts on the form (decision 0040) */
  preloadAction?: () => Promise<unknown>;
  /** the page module's key in the client manifest: the server links its chunks (decision 0032) */
  pageModule?: string;
}

export const INDEX_FOLLOW: Robots = { noIndex: false, noFollow: false };
export const NO_INDEX_NO_FOLLOW: Robots = { noIndex: true, noFollow: true };

export function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'pageType' in handle && 'locale' in handle;
}
