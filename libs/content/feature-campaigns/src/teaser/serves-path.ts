import { useContext, useMemo } from 'react';
import { matchRoutes, UNSAFE_DataRouterContext, type RouteObject } from 'react-router-dom';
import { isRouteHandle, useOptionalRouteEnv } from '@carweb/platform-routing';

/** True when the site's route table answers a path with a page (not the not-found catch-all). */
export type ServesPath = (pathname: string) => boolean;

/**
 * Whether a path reaches a page of these routes: a match that is neither a catch-all nor the not-found page.
 * The same rule as the content chrome's links (platform-layout `servesPathOf`, not exported by that library).
 */
export function servesPathOf(routes: RouteObject[]): ServesPath {
  return (pathname) => {
    const page = matchRoutes(routes, pathname)?.at(-1)?.route;
    if (!page || page.path?.includes('*')) return false;
    return !(isRouteHandle(page.handle) && page.handle.pageType === 'notFoundPage');
  };
}

/**
 * The route table of the page's language (the browser's router starts smaller, decision 0032), else the running
 * router's. Outside a data router (a component's story) there is no table to ask: every path counts as served.
 */
export function useServesPath(): ServesPath {
  const table = useOptionalRouteEnv()?.routeTable;
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const routes = table ?? router?.routes;
  return useMemo(() => (routes ? servesPathOf(routes) : () => true), [routes]);
}
