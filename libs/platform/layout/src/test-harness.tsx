import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { vi } from 'vitest';
import { dealerBySlugQuery } from '@carweb/api-dealer';
import { ApiContextProvider, proxiedBackendAddresses, type ApiContext } from '@carweb/api-http';
import { createRouteTree, INDEX_FOLLOW, routeContextFor, RouteEnvProvider, type PageRoute } from '@carweb/platform-routing';
import type { Locale } from '@carweb/shared-util-brand';
import { loadMessages, specTextsCatalog } from '@carweb/shared-util-i18n';
import { DealerLayout } from './dealer-layout/DealerLayout';
import { layoutCatalog } from './messages';
import { GenericErrorMessage } from './not-found/GenericErrorMessage';
import { NotFoundPage } from './not-found/NotFoundPage';
import { SiteChrome } from './shell/SiteChrome';
import { testBrand, testDealer } from '@carweb/shared-testing';

const apiFor = (locale: Locale): ApiContext => ({
  locale,
  wholesaler: 'kia',
  country: 'ch',
  platform: 'partnerweb',
  backends: proxiedBackendAddresses(),
  // footnotes and SEO answer empty; the dealer comes from the seeded cache
  fetch: vi.fn(async () => new Response(JSON.stringify({ footnotes: [] }), { headers: { 'Content-Type': 'application/json' } })),
});

/** Renders a dealer page inside the real route tree, SiteChrome and DealerLayout, with the dealer in the query cache. */
export async function renderDealerPage(path: string, pages: PageRoute[] = [], dealer = testDealer()) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  for (const locale of dealer.locales) queryClient.setQueryData(dealerBySlugQuery(apiFor(locale), dealer.slug).queryKey, dealer);
  const env = { brand: testBrand, queryClient, api: apiFor, origin: 'https://kia.example' };
  const messages = await loadMessages([layoutCatalog, specTextsCatalog], 'de');
  function Root() {
    return (
      <IntlProvider locale="de-CH" messages={messages}>
        <ApiContextProvider value={apiFor('de')}>
          <SiteChrome />
          <Outlet />
        </ApiContextProvider>
      </IntlProvider>
    );
  }
  const home: PageRoute = {
    id: 'home',
    library: '@carweb/platform-layout',
    handle: { pageType: 'homepagePartnerWeb', robots: INDEX_FOLLOW },
    Component: () => <h1>{dealer.name}</h1>,
  };
  const routes = createRouteTree({
    brand: testBrand,
    Root,
    RootErrorBoundary: () => <p>error</p>,
    PageErrorBoundary: () => <GenericErrorMessage />,
    rootLoader: () => null,
    loadDealer: async (_env, api, slug) => queryClient.ensureQueryData(dealerBySlugQuery(api, slug)),
    DealerLayout,
    dealerPages: [home, ...pages],
    sitePages: [],
    NotFound: () => <NotFoundPage />,
  });
  const router = createMemoryRouter(routes, { initialEntries: [path], getContext: () => routeContextFor(env) });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouteEnvProvider env={env}>
        <RouterProvider router={router} />
      </RouteEnvProvider>
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}
