import { lazy } from 'react';

/*
 * The parts of the site frame a page may not need, each its own chunk: the site layout (dealer search and
 * other site pages, and the frame of an error whose dealer is unknown) and the not-found page. No Suspense
 * boundary, like a lazy page (decision 0010): the server waits for the chunk, hydration and navigations too.
 */
export const SiteLayout = lazy(() => import('./site-layout/SiteLayout').then((module) => ({ default: module.SiteLayout })));
export const SiteFrame = lazy(() => import('./site-layout/SiteLayout').then((module) => ({ default: module.SiteFrame })));
export const NotFoundPage = lazy(() => import('./not-found/NotFoundPage').then((module) => ({ default: module.NotFoundPage })));

type PrefetchDealerLayout = typeof import('./dealer-layout/prefetch-dealer-layout').prefetchDealerLayoutData;
type PrefetchSiteLayout = typeof import('./site-layout/prefetch-site-layout').prefetchSiteLayoutData;

/*
 * The layouts' loaders, from chunks of their own: the browser runs them only on a navigation into another layout (a
 * first load has their data in the page), so their queries and GraphQL documents stay out of every first load.
 */
export const prefetchDealerLayoutData: PrefetchDealerLayout = (...args) =>
  import('./dealer-layout/prefetch-dealer-layout').then((module) => module.prefetchDealerLayoutData(...args));
export const prefetchSiteLayoutData: PrefetchSiteLayout = (...args) =>
  import('./site-layout/prefetch-site-layout').then((module) => module.prefetchSiteLayoutData(...args));
