import type { ComponentType } from 'react';
import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import type { Dealer } from '@carweb/api-contracts';
import type { BrandConfig, FeatureFlags, Locale } from '@carweb/shared-util-brand';
import type { LazyRouteCode } from './lazy-page';
import { trackingGroupOf } from './page-types';
import { routeEnvOf, type PageLoaderArgs, type RouteEnv } from './route-env';
import type { PageHandle, RouteHandle } from './route-handle';
import { localizeSubPath, routeSegment, segmentAliases, type RouteKey } from './route-segments';

/** A page a feature library contributes; it never hard-codes a localized path. */
export interface PageRoute {
  id: string;
  /** the library that defines the page, e.g. '@carweb/dealer-feature-home' (route table, docs/routes) */
  library: string;
  /** localized segment below the base; omitted = the index page of the base */
  routeKey?: RouteKey;
  /** further path after the segment, e.g. ':slug'; `{routeKey}` parts are localized, e.g. '{brandPages}' */
  path?: string;
  handle: PageHandle;
  /** the page's data; it never loads the page's code, the route does (`preload`, decision 0028) */
  loader?: (args: PageLoaderArgs) => unknown;
  /** handles the page's POST (lead forms): on the server without JavaScript, in the browser with it */
  action?: (args: PageLoaderArgs) => unknown;
  /** what the route renders: a lazy page's `Component` (`...lazyPage(() => import('./XPage'))`) or a plain one */
  Component: ComponentType;
  /**
   * A lazy page's chunk: the route tree starts it beside the loader (page ∥ loader), so a navigation fetches code
   * and data together and the server has the page's code before it renders the shell. No loader imports its route.
   */
  preload?: () => Promise<unknown>;
  /** the page module's key in the client manifest (`lazyPage`, decision 0032) */
  pageModule?: string;
  /** child routes per brand: the page exists only when the brand has this feature on */
  feature?: keyof FeatureFlags;
  /** site pages: one route at the root, without language prefix (SPEC §2 dontLocalizeRoutes) */
  dontLocalizeRoutes?: boolean;
  /** the page answers every unmatched path of its level instead of the 404 catch-all; at most one page may */
  claimsWildcard?: boolean;
}

export type RouteArea = RouteHandle['area'];

/** The route data of a page in one locale: its own keys plus what the tree knows. */
export function pageHandle(page: PageRoute, locale: Locale, area: RouteArea): RouteHandle {
  return {
    ...page.handle,
    locale,
    area,
    trackingGroup: trackingGroupOf(page.handle.pageType),
    routeKey: page.claimsWildcard ? undefined : page.routeKey,
    subPath: page.claimsWildcard ? '*' : page.path,
    library: page.library,
    preloadPage: page.preload,
    preloadAction: page.action && 'preload' in page.action ? (page.action as LazyRouteCode<PageLoaderArgs>).preload : undefined,
    pageModule: page.pageModule,
  };
}

/** Redirects an alias spelling of a segment (e.g. de "garagen") to the table's segment, permanently. */
function aliasRedirect(alias: string, segment: string, subPath: string | undefined) {
  const subCount = subPath ? subPath.split('/').length : 0;
  return ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    const parts = url.pathname.split('/');
    const index = parts.length - 1 - subCount;
    if (parts[index] === alias) parts[index] = encodeURIComponent(segment);
    return redirect(`${parts.join('/')}${url.search}`, 301);
  };
}

/** Routes without language prefix may serve a one-locale dealer of another language: it decides. */
export type LocaleResolver = (params: LoaderFunctionArgs['params'], env: RouteEnv) => Promise<Locale>;

/** The dealer of a dealer route, by the dealer route's rule: absent → its redirect, an outage → 503 (decision 0028). */
export type DealerOfRoute = (env: RouteEnv, locale: Locale, dealerSlug: string) => Promise<Dealer>;

/** What the tree knows about the level a page sits on. */
export interface PageLevel {
  /** dealer routes without language prefix: the locale the dealer decides */
  resolveLocale?: LocaleResolver;
  /** dealer routes: the dealer route's dealer, handed to the page's loader and action as `dealerEntity()` */
  dealerOf?: DealerOfRoute;
}

type RouteFunction = (args: LoaderFunctionArgs) => Promise<unknown>;

/**
 * A route owns its page's chunk (decision 0028): the loader runs beside the page's preload and answers when both are
 * there. A page without a loader still loads its code before it renders (server shell, client navigation). The
 * action is left as it is: its answer is a redirect or the same page, whose loaders run after it.
 */
function withPagePreload(page: PageRoute, loader: RouteFunction | undefined): RouteFunction | undefined {
  const { preload } = page;
  if (!preload) return loader;
  if (!loader) return async () => (await preload(), null);
  return async (args) => (await Promise.all([loader(args), preload()]))[0];
}

/** A page's routes in one locale: the localized path, plus permanent redirects from alias spellings. */
export function pageRoutes(
  page: PageRoute,
  brand: BrandConfig,
  locale: Locale,
  area: RouteArea,
  idSuffix: string,
  { resolveLocale, dealerOf }: PageLevel = {},
): RouteObject[] {
  const handle = pageHandle(page, locale, area);
  // loader and action get the same arguments: the request's env, its locale and API context, the dealer base and entity
  const withPageArgs = (run: ((args: PageLoaderArgs) => unknown) | undefined): RouteFunction | undefined =>
    run &&
    (async ({ request, params, context }: LoaderFunctionArgs) => {
      const env = routeEnvOf(context);
      const effective = resolveLocale ? await resolveLocale(params, env) : locale;
      const dealerSlug = params['dealerSlug'] ?? '';
      // dealer routes without language prefix are exactly the ones that take their locale from the dealer
      const dealer = area === 'dealer' ? { brand, locale: effective, dealerSlug, includeLocale: !resolveLocale } : undefined;
      const dealerEntity = area === 'dealer' && dealerOf ? () => dealerOf(env, effective, dealerSlug) : undefined;
      return run({ request, params, env, locale: effective, api: env.api(effective), dealer, dealerEntity });
    });
  const loader = withPagePreload(page, withPageArgs(page.loader));
  const action = withPageArgs(page.action);
  const id = `${page.id}:${locale}${idSuffix}`;
  if (page.claimsWildcard) return [{ id, path: '*', handle, loader, action, Component: page.Component }];
  const overrides = brand.routeSegments;
  const segment = page.routeKey ? routeSegment(page.routeKey, locale, overrides) : '';
  const subPath = localizeSubPath(page.path, locale, overrides);
  const path = [segment, subPath].filter(Boolean).join('/');
  const route: RouteObject = path
    ? { id, path, handle, loader, action, Component: page.Component }
    : { id, index: true, handle, loader, action, Component: page.Component };
  const aliases = page.routeKey ? segmentAliases(page.routeKey, locale, overrides) : [];
  return [
    route,
    ...aliases.map((alias) => ({
      id: `${id}:alias:${alias}`,
      path: [alias, subPath].filter(Boolean).join('/'),
      loader: aliasRedirect(alias, segment, subPath),
    })),
  ];
}

/** SPEC §2: only one feature may claim the root wildcard; a second one is a start-up error. */
export function assertSingleWildcard(pages: PageRoute[]): void {
  const claimants = pages.filter((page) => page.claimsWildcard).map((page) => page.id);
  if (claimants.length > 1) {
    throw new Error(`Only one feature may claim the root wildcard, but ${claimants.join(' and ')} do`);
  }
}
