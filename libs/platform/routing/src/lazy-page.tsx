import { lazy, type ComponentType } from 'react';

export interface LazyPage {
  Component: ComponentType;
  /** starts loading the page's code; loaders call it so data and code arrive together */
  preload(): Promise<unknown>;
}

/**
 * A page whose code is a separate chunk. There is no Suspense boundary around it on purpose: the
 * server waits for the chunk before the shell (so <title> and the content are in the HTML), client
 * navigations run in a transition (the old page stays until code and data are there), and hydration
 * waits for the chunk the loader or the first render started. The page's stylesheets are linked by
 * the server document from the start (one stylesheet for every page, decision 0010).
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): LazyPage {
  let promise: Promise<{ default: ComponentType }> | null = null;
  const preload = () => (promise ??= load());
  return { Component: lazy(preload), preload };
}

/**
 * A loader or action whose code is its own chunk, fetched on its first call (decision 0022): the route
 * table every page carries keeps only paths and handles. A first load never calls it (the browser hydrates
 * the server's loader data), so no page carries the loaders of the others.
 */
export function lazyRouteCode<Args>(load: () => Promise<(args: Args) => unknown>): (args: Args) => Promise<unknown> {
  return async (args) => (await load())(args);
}
