import { useContext, useMemo } from 'react';
import { matchRoutes, UNSAFE_DataRouterContext, type RouteObject } from 'react-router-dom';
import {
  dealerBasePath,
  isRouteHandle,
  ROUTE_KEYS,
  routeSegment,
  segmentAliases,
  type DealerBase,
  type RouteKey,
  useOptionalRouteEnv,
} from '@carweb/platform-routing';
import { LOCALES, type Locale } from '@carweb/shared-util-brand';
import type { ResolvedLink } from './dealer-links';

/** True when the site's route table answers a path with a page (not the not-found catch-all). */
export type ServesPath = (pathname: string) => boolean;

const decode = (part: string) => {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
};

/** The route key a segment spells in any language (brand overrides and aliases included). */
function routeKeyOf(segment: string, base: DealerBase): RouteKey | undefined {
  const overrides = base.brand.routeSegments;
  return ROUTE_KEYS.find((key) =>
    LOCALES.some(
      (locale: Locale) => routeSegment(key, locale, overrides) === segment || segmentAliases(key, locale, overrides).includes(segment),
    ),
  );
}

/**
 * A link of the content service's navigation or footer on a dealer page. http(s) leaves the site,
 * mailto:/tel: stay as they are; a site path (`/de/auto-finden?cond[]=new`, `/dealer-search`) is
 * written in the content's words: its first segment becomes the page language's segment of that page,
 * then the dealer's page is taken if the site serves it, else the site page. A link that leads to no
 * page of the site (an unknown path, an anchor that may be on no page, javascript:) is left out.
 */
export function resolveChromeLink(url: string, base: DealerBase, serves: ServesPath): ResolvedLink | undefined {
  const value = url.trim();
  if (/^https?:\/\/[^/]/i.test(value)) return { href: value, external: true };
  if (/^(mailto|tel):./i.test(value)) return { href: value, external: false };
  if (!value.startsWith('/') || value.startsWith('//')) return undefined;
  const cut = value.search(/[?#]/);
  const pathname = cut < 0 ? value : value.slice(0, cut);
  const suffix = cut < 0 ? '' : value.slice(cut);
  let parts = pathname.split('/').filter(Boolean).map(decode);
  if ((LOCALES as readonly string[]).includes(parts[0] ?? '')) parts = parts.slice(1);
  const key = parts[0] ? routeKeyOf(parts[0], base) : undefined;
  if (key) parts = [routeSegment(key, base.locale, base.brand.routeSegments), ...parts.slice(1)];
  const rest = parts.join('/');
  const dealerPath = [dealerBasePath(base), rest].filter(Boolean).join('/');
  const sitePath = `/${[base.locale, rest].filter(Boolean).join('/')}`;
  const href = [dealerPath, sitePath].find((path) => serves(path));
  return href ? { href: `${href}${suffix}`, external: false } : undefined;
}

/** Whether a path reaches a page of these routes: a match that is neither a catch-all nor a not-found page. */
export function servesPathOf(routes: RouteObject[]): ServesPath {
  return (pathname) => {
    const page = matchRoutes(routes, pathname)?.at(-1)?.route;
    if (!page || page.path?.includes('*')) return false;
    return !(isRouteHandle(page.handle) && page.handle.pageType === 'notFoundPage');
  };
}

/**
 * The route table of the page's language (the browser's router starts smaller, decision 0032), else the running
 * router's (server). Outside a data router (a story
 * of a single component) there is no table to ask, and the content's links are taken as they resolve.
 */
export function useServesPath(): ServesPath {
  const table = useOptionalRouteEnv()?.routeTable;
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const routes = table ?? router?.routes;
  return useMemo(() => (routes ? servesPathOf(routes) : () => true), [routes]);
}
