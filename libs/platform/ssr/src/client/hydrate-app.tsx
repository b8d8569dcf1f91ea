import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { proxiedBackendAddresses } from '@carweb/api-http';
import { routeContextFor } from '@carweb/platform-routing';
import type { BrandConfig } from '@carweb/shared-util-brand';
// the base styles every brand shares, in the one stylesheet the server document links (decision 0010)
import '@carweb/shared-ui/base.css';
import { apiContextFor } from '../api-context-for';
import { AppProviders, createQueryClient } from '../app-providers';
import type { CreateRoutes } from '../create-routes';
import type { PageAssets } from '../document/assets-context';

declare global {
  interface Window {
    __RQ_STATE__?: DehydratedState;
    __ASSETS__?: PageAssets;
    /** the brand config, parsed by the server (zod stays off the browser's first load) */
    __BRAND__?: BrandConfig;
  }
}

/** Client entry of every brand app: reuse the server's query cache and loader data, then hydrate the document. */
export function hydrateApp(createRoutes: CreateRoutes) {
  const brand = window.__BRAND__;
  if (!brand) throw new Error('hydrateApp: the server document carries no brand config (window.__BRAND__)');
  const queryClient = createQueryClient();
  if (window.__RQ_STATE__) hydrate(queryClient, window.__RQ_STATE__);
  const env = { brand, queryClient, api: apiContextFor(brand, proxiedBackendAddresses()), origin: window.location.origin };
  const router = createBrowserRouter(createRoutes(brand), { getContext: () => routeContextFor(env) });
  // a transition: hydration yields to the browser every few milliseconds instead of one long task
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <AppProviders env={env} assets={window.__ASSETS__ ?? { stylesheets: [], entryModule: '' }}>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    );
  });
}
