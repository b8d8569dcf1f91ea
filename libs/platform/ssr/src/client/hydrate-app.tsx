import { hydrate } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { proxiedBackendAddresses } from '@carweb/api-http';
import { routeContextFor } from '@carweb/platform-routing';
// the base styles every brand shares, in the one stylesheet the server document links (decision 0010)
import '@carweb/shared-ui/base.css';
import { apiContextFor } from '../api-context-for';
import { AppProviders, createQueryClient } from '../app-providers';
import type { CreateRoutes } from '../create-routes';
import { takePageData } from '../document/page-data';

/** Client entry of every brand app: reuse the server's query cache and loader data, then hydrate the document. */
export function hydrateApp(createRoutes: CreateRoutes) {
  const data = takePageData(document);
  if (!data) throw new Error('hydrateApp: the server document carries no page data');
  const { brand, assets } = data;
  // react-router reads its hydration data from here (and revives route errors); its Window type is declared only
  // where react-router's browser entry is in the program, not in this library's own typecheck
  (window as { __staticRouterHydrationData?: unknown }).__staticRouterHydrationData = data.router;
  const queryClient = createQueryClient('browser');
  hydrate(queryClient, data.queries);
  const env = { brand, queryClient, api: apiContextFor(brand, proxiedBackendAddresses()), origin: window.location.origin };
  const router = createBrowserRouter(createRoutes(brand), { getContext: () => routeContextFor(env) });
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
