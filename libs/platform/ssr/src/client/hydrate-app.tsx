import { hydrate } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { proxiedBackendAddresses } from '@carweb/api-http';
import { isRouteHandle, routeContextFor } from '@carweb/platform-routing';
// the base styles every brand shares, in the one stylesheet the server document links (decision 0010)
import '@carweb/shared-ui/base.css';
import { apiContextFor } from '../api-context-for';
import { AppProviders, createQueryClient } from '../app-providers';
import type { CreateRoutes } from '../create-routes';
import { expandQueries } from '../document/compact-queries';
import { takePageData } from '../document/page-data';
import { createPageRouter } from './page-router';

const PRELOAD_LINKS_PER_TASK = 4;

// low priority: the first vehicle image (the LCP) may still be on its way
const modulePreload = (href: string) =>
  Object.assign(document.createElement('link'), { rel: 'modulepreload', crossOrigin: '', href, fetchPriority: 'low' });

/** The browser may paint and answer input between the steps of start-up (each a task of its own, decision 0032). */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Client entry of every brand app: reuse the server's query cache and loader data, then hydrate the document. */
export function hydrateApp(createRoutes: CreateRoutes): void {
  start(createRoutes).catch((error: unknown) => console.error('The page could not start', error));
}

async function start(createRoutes: CreateRoutes) {
  const data = takePageData(document);
  if (!data) throw new Error('hydrateApp: the server document carries no page data');
  const { brand, assets } = data;
  // the page's chunks, a few links per task: inserting a module preload link costs ≈ 1 ms here; the server does not
  // link them in the document, where they took bandwidth from the first vehicle image on a slow line (decision 0010)
  const chunks = (data.pageChunks ?? []).map((file) => assets.entryModule.replace(/[^/]*$/, file));
  for (let i = 0; i < chunks.length; i += PRELOAD_LINKS_PER_TASK) {
    await nextTask();
    for (const href of chunks.slice(i, i + PRELOAD_LINKS_PER_TASK)) document.head.append(modulePreload(href));
  }
  // the first Intl use loads the language's data (≈ 10 ms each on a 2-core host): tasks of their own, not inside hydration
  const lang = document.documentElement.lang;
  await nextTask();
  Intl.NumberFormat.supportedLocalesOf(lang);
  await nextTask();
  Intl.DateTimeFormat.supportedLocalesOf(lang);
  await nextTask();
  // react-router reads its hydration data from here (and revives route errors); its Window type is declared only
  // where react-router's browser entry is in the program, not in this library's own typecheck
  (window as { __staticRouterHydrationData?: unknown }).__staticRouterHydrationData = data.router;
  const queryClient = createQueryClient('browser');
  hydrate(queryClient, expandQueries(data.queries));
  await nextTask();
  const locale = brand.locales.find((candidate) => lang.startsWith(candidate));
  const routeTable = createRoutes(brand, locale ? [locale] : brand.locales);
  const renderedRouteIds = Object.keys({ ...data.router.loaderData, ...data.router.errors });
  await nextTask();
  // in the editing frame the site's proxy adds the preview key to the content calls (decision 0038)
  const api = apiContextFor(brand, proxiedBackendAddresses(), undefined, undefined, undefined, data.preview ? {} : undefined);
  const env = { brand, queryClient, api, origin: data.origin, routeTable };
  const router = createPageRouter(routeTable, () => createRoutes(brand), locale, renderedRouteIds, {
    getContext: () => routeContextFor(env),
  });
  await nextTask();
  // the page's code, before hydration needs it (hydrating a page whose chunk is missing suspends and starts over)
  await Promise.all(router.state.matches.map(({ route }) => (isRouteHandle(route.handle) ? route.handle.preloadPage?.() : null)));
  await nextTask();
  // a transition: hydration yields to the browser every few milliseconds instead of one long task
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <AppProviders env={env} assets={assets}>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    );
  });
}
