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
import { LOCALES, type BrandConfig, type Locale } from '@carweb/shared-util-brand';
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

/**
 * Where the content's links are resolved: below a dealer (its dealer base: the dealer's page, else the site's), or on a
 * site page (the brand and the page language: only the site's pages).
 */
export type ChromeLevel = DealerBase | { brand: BrandConfig; locale: Locale };

const isDealerLevel = (level: ChromeLevel): level is DealerBase => 'dealerSlug' in level;

/**
 * The route keys a segment spells in any language (brand overrides and aliases included). Several keys may share a
 * word (de "aktionen": a dealer's promotions and the site's campaigns): each is a candidate.
 */
function routeKeysOf(segment: string, brand: BrandConfig): RouteKey[] {
  const overrides = brand.routeSegments;
  return ROUTE_KEYS.filter((key) =>
    LOCALES.some(
      (locale: Locale) => routeSegment(key, locale, overrides) === segment || segmentAliases(key, locale, overrides).includes(segment),
    ),
  );
}

/**
 * A link of the content service's navigation or footer. http(s) leaves the site, mailto:/tel: stay as they are; a site
 * path (`/de/auto-finden?cond[]=new`, `/dealer-search`) is written in the content's words: its first segment becomes
 * the page language's segment of that page. Below a dealer the dealer's page is taken if the site serves it, else the
 * site page; on a site page only the site page. A link that leads to no page of the site (an unknown path, an anchor
 * that may be on no page, javascript:, `//host`) is left out.
 */
export function resolveChromeLink(url: string, level: ChromeLevel, serves: ServesPath): ResolvedLink | undefined {
  const value = url.trim();
  if (/^https?:\/\/[^/]/i.test(value)) return { href: value, external: true };
  if (/^(mailto|tel):./i.test(value)) return { href: value, external: false };
  if (!value.startsWith('/') || value.startsWith('//')) return undefined;
  const cut = value.search(/[?#]/);
  const pathname = cut < 0 ? value : value.slice(0, cut);
  const suffix = cut < 0 ? '' : value.slice(cut);
  let parts = pathname.split('/').filter(Boolean).map(decode);
  if ((LOCALES as readonly string[]).includes(parts[0] ?? '')) parts = parts.slice(1);
  const [first = '', ...further] = parts;
  const keys = first ? routeKeysOf(first, level.brand) : [];
  const rests = keys.length
    ? keys.map((key) => [routeSegment(key, level.locale, level.brand.routeSegments), ...further].join('/'))
    : [parts.join('/')];
  const sitePaths = rests.map((rest) => `/${[level.locale, rest].filter(Boolean).join('/')}`);
  const dealerPaths = isDealerLevel(level) ? rests.map((rest) => [dealerBasePath(level), rest].filter(Boolean).join('/')) : [];
  const href = [...dealerPaths, ...sitePaths].find((path) => serves(path));
  return href ? { href: `${href}${suffix}`, external: false } : undefined;
}

/** The answers of a route table, by path: one table per brand (and one per language in the browser). */
const servedPaths = new WeakMap<RouteObject[], Map<string, boolean>>();
/** content links are a few dozen per language; past this many paths the answers start anew */
const MAX_REMEMBERED_PATHS = 2_000;

/**
 * Whether a path reaches a page of these routes: a match that is neither a catch-all nor a not-found page. Each answer
 * is remembered per table: `matchRoutes` flattens and ranks the whole tree (thousands of branches) on every call,
 * and the site frame asks it for every link of the content navigation and footer — about a second of CPU per page.
 */
export function servesPathOf(routes: RouteObject[]): ServesPath {
  let known = servedPaths.get(routes);
  if (!known) servedPaths.set(routes, (known = new Map()));
  const answers = known;
  return (pathname) => {
    const remembered = answers.get(pathname);
    if (remembered !== undefined) return remembered;
    const page = matchRoutes(routes, pathname)?.at(-1)?.route;
    const served =
      Boolean(page) && !page?.path?.includes('*') && !(isRouteHandle(page?.handle) && page?.handle.pageType === 'notFoundPage');
    if (answers.size >= MAX_REMEMBERED_PATHS) answers.clear();
    answers.set(pathname, served);
    return served;
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
