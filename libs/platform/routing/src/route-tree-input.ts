import type { ComponentType } from 'react';
import type { ApiContext } from '@carweb/api-http';
import type { Locale } from '@carweb/shared-util-brand';
import type { DealerLocales } from './dealer-locale-rules';
import { localeOfPath } from './dealer-path';
import type { PageRoute } from './page-route';
import type { RouteEnv } from './route-env';
import { routeSegment } from './route-segments';

/** What the site hands the route-tree builder: env, frame components, dealer lookup and feature pages. */
export interface RouteTreeInput {
  env: RouteEnv;
  Root: ComponentType;
  RootErrorBoundary: ComponentType;
  rootLoader: (args: { request: Request; locale: Locale }) => unknown;
  /** loads the dealer a dealer route is about; null when it does not exist */
  loadDealer: (api: ApiContext, dealerSlug: string) => Promise<DealerLocales | null>;
  DealerLayout: ComponentType;
  /** frame of the site pages below a language (optional) */
  SiteLayout?: ComponentType;
  dealerPages: PageRoute[];
  sitePages: PageRoute[];
  NotFound: ComponentType;
}

// Locale of routes without language prefix (one-locale dealers): decided by the dealer.

export const loadDealerSafely = (input: RouteTreeInput, locale: Locale, dealerSlug: string) =>
  input.loadDealer(input.env.api(locale), dealerSlug).catch(() => null);

/**
 * A route without language prefix serves one-locale dealers, whose language may differ from the
 * route's (prefix shared by several languages, standalone mode): the dealer's own locale wins.
 */
export async function bareDealerLocale(input: RouteTreeInput, routeLocale: Locale, dealerSlug: string): Promise<Locale> {
  const dealer = await loadDealerSafely(input, routeLocale, dealerSlug);
  return dealer && dealer.locales.length === 1 ? dealer.locales[0] : routeLocale;
}

/** Locales whose partner-web prefix is not shared with an earlier locale: they get routes without language. */
export function bareLocales(input: RouteTreeInput): Locale[] {
  const { brand } = input.env;
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
  const { brand } = input.env;
  const [first = '', second = ''] = pathname.split('/').slice(1).map(safeDecode);
  if (!first || brand.locales.includes(first as Locale)) return null;
  if (brand.standalone) return { slug: first, locale: bareLocales(input)[0] };
  const locale = bareLocales(input).find((l) => brand.partnerWebPrefix[l] === first);
  const notFound = locale && routeSegment('notFound', locale, brand.routeSegments);
  return locale && second && second !== notFound ? { slug: second, locale } : null;
}

/** The language of a request: the URL's, or for a one-locale dealer without prefix, the dealer's. */
export async function requestLocale(input: RouteTreeInput, request: Request): Promise<Locale> {
  const { pathname } = new URL(request.url);
  const bare = bareDealerSlug(input, pathname);
  return bare ? bareDealerLocale(input, bare.locale, bare.slug) : localeOfPath(input.env.brand, pathname);
}

