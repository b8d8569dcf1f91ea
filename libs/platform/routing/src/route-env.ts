import type { QueryClient } from '@tanstack/react-query';
import { createContext as createRouterContext, RouterContextProvider, type Params, type RouteObject } from 'react-router-dom';
import type { Dealer } from '@carweb/api-contracts';
import type { ApiContext } from '@carweb/api-http';
import type { BrandConfig, Locale } from '@carweb/shared-util-brand';
import type { DealerBase } from './dealer-path';

/** What every route loader of one render (server request or browser session) shares. */
export interface RouteEnv {
  brand: BrandConfig;
  queryClient: QueryClient;
  api(locale: Locale): ApiContext;
  /** scheme and host the visitor sees (canonical and hreflang URLs); absent in unit tests */
  origin?: string;
  /**
   * The routes of the page's language, when the router holds less: the browser's router starts with the rendered
   * branch (decision 0032). What asks "does the site serve this path" matches here; absent: the router's routes.
   */
  routeTable?: RouteObject[];
}

/**
 * The route table is built once per brand (decision 0016); the per-request env reaches loaders
 * through the router's request context: `handler.query(request, { requestContext })` on the
 * server, `createBrowserRouter(routes, { getContext })` in the browser.
 */
const routeEnvContext = createRouterContext<RouteEnv>();

export function routeContextFor(env: RouteEnv): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(routeEnvContext, env);
  return context;
}

/** The env of the request a loader runs for (`context` of the loader arguments). */
export function routeEnvOf(context: unknown): RouteEnv {
  if (!(context instanceof RouterContextProvider)) throw new Error('Route loaders need the request context of routeContextFor(env)');
  return context.get(routeEnvContext);
}

export interface PageLoaderArgs {
  request: Request;
  params: Params;
  env: RouteEnv;
  locale: Locale;
  api: ApiContext;
  /** below a dealer: its base path parts, as the route tree matched them (with or without language prefix) */
  dealer?: DealerBase;
  /**
   * Below a dealer: the dealer the dealer route loads (the same query on the same QueryClient). It rejects with the
   * dealer route's answer when the dealer is absent (root redirect) or unreachable (503): `pageDealer(args)`.
   */
  dealerEntity?: () => Promise<Dealer>;
}

/**
 * The dealer of a dealer page (decision 0028). Its absence and outage are the dealer route's to answer, in one
 * place (the route tree): a page's loader or action that reads it runs on only with the dealer.
 */
export function pageDealer({ dealerEntity }: Pick<PageLoaderArgs, 'dealerEntity'>): Promise<Dealer> {
  if (!dealerEntity) return Promise.reject(new Error('pageDealer: the page does not sit below a dealer route'));
  return dealerEntity();
}

/** The base path parts of a dealer page, for its links and redirects (the page sits below a dealer route). */
export function pageDealerBase({ dealer }: Pick<PageLoaderArgs, 'dealer'>): DealerBase {
  if (!dealer) throw new Error('pageDealerBase: the page does not sit below a dealer route');
  return dealer;
}
