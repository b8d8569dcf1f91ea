import type { ComponentType } from 'react';
import type { Dealer } from '@carweb/api-contracts';
import type { ApiContext } from '@carweb/api-http';
import type { BrandConfig, Locale } from '@carweb/shared-util-brand';
import { localeOfPath } from './dealer-path';
import type { PageRoute } from './page-route';
import type { RouteEnv } from './route-env';
import { routeSegment } from './route-segments';

/** What the site hands the route-tree builder: the brand, frame components, dealer lookup and feature pages. */
export interface RouteTreeInput {
  brand: BrandConfig;
  Root: ComponentType;
  RootErrorBoundary: ComponentType;
  rootLoader: (args: { request: Request; locale: Locale; env: RouteEnv }) => unknown;
  /** the root data must load again on this navigation (besides a language change), e.g. to complete the messages */
  rootNeedsReload?: () => boolean;
  /**
   * loads the dealer a dealer route is about; rejects like the API call (absence or outage, decision 0015). The dealer
   * route and its pages' `dealerEntity()` call it: the same query on the request's QueryClient, loaded once
   */
  loadDealer: (env: RouteEnv, api: ApiContext, dealerSlug: string) => Promise<Dealer>;
  /** the dealer route prefetches what its layout shows (optional data, never throws) beside the dealer */
  prefetchDealerLayout?: (env: RouteEnv, api: ApiContext) => Promise<void>;
  DealerLayout: ComponentType;
  /** frame of the site pages below a language (optional) */
  SiteLayout?: ComponentType;
  /** the site layout prefetches what its frame needs (optional data, never throws), like `prefetchDealerLayout` */
  prefetchSiteLayout?: (env: RouteEnv, api: ApiContext) => Promise<void>;
  /** shown inside the dealer or site layout when a page's loader fails (outage: 503, decision 0015) */
  PageErrorBoundary: ComponentType;
  dealerPages: PageRoute[];
  sitePages: PageRoute[];
  NotFound: ComponentType;
}

// Locale of routes without language prefix (one-locale dealers): decided by the dealer.

/**
 * A route without language prefix serves one-locale dealers, whose language may differ from the
 * route's (prefix shared by several languages, standalone mode): the dealer's own locale wins.
 * When the dealer cannot be loaded the route's locale stays: the dealer route itself answers that
 * failure (root redirect on absence, 503 on an outage), in this language.
 */
export async function bareDealerLocale(input: RouteTreeInput, env: RouteEnv, routeLocale: Locale, dealerSlug: string): Promise<Locale> {
  const dealer = await input.loadDealer(env, env.api(routeLocale), dealerSlug).then(
    (loaded) => loaded,
    () => undefined,
  );
  return dealer && dealer.locales.length === 1 ? dealer.locales[0] : routeLocale;
}

/** Locales whose partner-web prefix is not shared with an earlier locale: they get routes without language. */
export function bareLocales(input: RouteTreeInput): Locale[] {
  const { brand } = input;
  const seen = new Set<string>();
  return brand.locales.filter((locale) => {
    const key = brand.standalone ? '' : (brand.partnerWebPrefix[locale] ?? '');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

const safeDecode = (part: string) => {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
};

/** The dealer slug of a path that can only be a dealer route without language prefix, else null. */
function bareDealerSlug(input: RouteTreeInput, pathname: string): { slug: string; locale: Locale } | null {
  const { brand } = input;
  const [first = '', second = ''] = pathname.split('/').slice(1).map(safeDecode);
  if (!first || brand.locales.includes(first as Locale)) return null;
  if (brand.standalone) return { slug: first, locale: bareLocales(input)[0] };
  const locale = bareLocales(input).find((l) => brand.partnerWebPrefix[l] === first);
  const notFound = locale && routeSegment('notFound', locale, brand.routeSegments);
  return locale && second && second !== notFound ? { slug: second, locale } : null;
}

/** The language of a request: the URL's, or for a one-locale dealer without prefix, the dealer's. */
export async function requestLocale(input: RouteTreeInput, env: RouteEnv, request: Request): Promise<Locale> {
  const { pathname } = new URL(request.url);
  const bare = bareDealerSlug(input, pathname);
  return bare ? bareDealerLocale(input, env, bare.locale, bare.slug) : localeOfPath(input.brand, pathname);
}
