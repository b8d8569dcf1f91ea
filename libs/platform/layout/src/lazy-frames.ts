import { lazy } from 'react';

/*
 * The parts of the site frame a page may not need, each its own chunk: the site layout (dealer search and
 * other site pages, and the frame of an error whose dealer is unknown) and the not-found page. No Suspense
 * boundary, like a lazy page (decision 0010): the server waits for the chunk, hydration and navigations too.
 */
export const SiteLayout = lazy(() => import('./site-layout/SiteLayout').then((module) => ({ default: module.SiteLayout })));
export const SiteFrame = lazy(() => import('./site-layout/SiteLayout').then((module) => ({ default: module.SiteFrame })));
export const NotFoundPage = lazy(() => import('./not-found/NotFoundPage').then((module) => ({ default: module.NotFoundPage })));

type PrefetchSiteLayout = typeof import('./site-layout/prefetch-site-layout').prefetchSiteLayoutData;

/*
 * The site layout's loader, from a chunk of its own: the browser runs it only on a navigation into the site layout (a
 * first load has its data in the page), so its queries and GraphQL documents stay out of every first load. The dealer
 * layout's stays in the entry: it runs again after every form submit of a dealer page (decision 0039).
 */
export const prefetchSiteLayoutData: PrefetchSiteLayout = (...args) =>
  import('./site-layout/prefetch-site-layout').then((module) => module.prefetchSiteLayoutData(...args));
