import type { ComponentType } from 'react';
import { lazyWithPreload } from '@carweb/shared-ui';

/** The page part of a route (`PageRoute`): spread into it, `...lazyPage(() => import('./XPage'))`. */
export interface LazyPage {
  Component: ComponentType;
  /** starts loading the page's code; the route tree runs it beside the route's loader (decision 0028) */
  preload(): Promise<unknown>;
  /** the page module's key in the client build's manifest: its chunks are linked by the server document (decision 0032) */
  pageModule?: string;
}

/**
 * A page whose code is a separate chunk. There is no Suspense boundary around it on purpose: the
 * server waits for the chunk before the shell (so <title> and the content are in the HTML: the route's
 * loader waits for it), client navigations run in a transition (the old page stays until code and data
 * are there), and hydration waits for the chunk the first render started. Only the route tree preloads
 * it. The page's stylesheets are linked by the server document from the start (decision 0010).
 * `pageModule` is written by the build (`tools/vite/page-modules.ts`), never by hand.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>, pageModule?: string): LazyPage {
  const Component = lazyWithPreload(load);
  return { Component, preload: Component.preload, pageModule };
}

/** A loader or action whose code is a chunk of its own; `preload` fetches it ahead of the first call. */
export interface LazyRouteCode<Args> {
  (args: Args): Promise<unknown>;
  /** fetches the code (once; a failed fetch is tried again by the next call) */
  preload(): Promise<unknown>;
}

/**
 * A loader or action whose code is its own chunk, fetched on its first call (decision 0022): the route
 * table every page carries keeps only paths and handles. A first load never calls it (the browser hydrates
 * the server's loader data), so no page carries the loaders of the others. An action's code is preloaded
 * when the visitor starts on its form (`RouteHandle.preloadAction`, decision 0040): the submit then waits for
 * the backend, not for a chain of chunks.
 */
export function lazyRouteCode<Args>(load: () => Promise<(args: Args) => unknown>): LazyRouteCode<Args> {
  let loading: Promise<(args: Args) => unknown> | undefined;
  const preload = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  return Object.assign(async (args: Args) => (await preload())(args), { preload });
}
