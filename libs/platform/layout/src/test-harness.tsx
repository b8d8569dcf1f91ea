import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { vi } from 'vitest';
import { dealerBySlugQuery } from '@carweb/api-dealer';
import { ApiContextProvider, proxiedBackendAddresses, type ApiContext } from '@carweb/api-http';
import { createRouteTree, INDEX_FOLLOW, routeContextFor, RouteEnvProvider, type PageRoute } from '@carweb/platform-routing';
import type { BrandConfig, Locale } from '@carweb/shared-util-brand';
import { loadMessages, specTextsCatalog } from '@carweb/shared-util-i18n';
import { DealerLayout } from './dealer-layout/DealerLayout';
import { prefetchDealerLayoutData } from './dealer-layout/prefetch-dealer-layout';
import { layoutCatalog } from './messages';
import { GenericErrorMessage } from './not-found/GenericErrorMessage';
import { NotFoundPage } from './not-found/NotFoundPage';
import { SiteChrome } from './shell/SiteChrome';
import { testBrand, testDealer } from '@carweb/shared-testing';

// footnotes and SEO answer empty; the dealer comes from the seeded cache
const emptyAnswers = (): ApiContext['fetch'] =>
  vi.fn(async () => new Response(JSON.stringify({ footnotes: [] }), { headers: { 'Content-Type': 'application/json' } }));

const apiFor = (locale: Locale, fetch = emptyAnswers()): ApiContext => ({
  locale,
  wholesaler: 'kia',
  country: 'ch',
  platform: 'partnerweb',
  backends: proxiedBackendAddresses(),
  fetch,
});

export interface DealerPageOptions {
  /** another brand than the test brand, e.g. one whose navigation comes from the content service */
  brand?: BrandConfig;
  /** the backends' answers (default: empty footnotes) */
  fetch?: ApiContext['fetch'];
  /** runs the dealer layout's loader prefetch, as the site's dealer loader does */
  prefetchLayout?: boolean;
}

/** Renders a dealer page inside the real route tree, SiteChrome and DealerLayout, with the dealer in the query cache. */
export async function renderDealerPage(
  path: string,
  pages: PageRoute[] = [],
  dealer = testDealer(),
  { brand = testBrand, fetch, prefetchLayout = false }: DealerPageOptions = {},
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  for (const locale of dealer.locales) queryClient.setQueryData(dealerBySlugQuery(apiFor(locale), dealer.slug).queryKey, dealer);
  const api = (locale: Locale) => apiFor(locale, fetch);
  const env = { brand, queryClient, api, origin: 'https://kia.example' };
  const messages = await loadMessages([layoutCatalog, specTextsCatalog], 'de');
  function Root() {
    return (
      <IntlProvider locale="de-CH" messages={messages}>
        <ApiContextProvider value={api('de')}>
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
    brand,
    Root,
    RootErrorBoundary: () => <p>error</p>,
    PageErrorBoundary: () => <GenericErrorMessage />,
    rootLoader: () => null,
    loadDealer: async (_env, pageApi, slug) => {
      const [loaded] = await Promise.all([
        queryClient.ensureQueryData(dealerBySlugQuery(pageApi, slug)),
        prefetchLayout && prefetchDealerLayoutData(queryClient, pageApi, brand),
      ]);
      return loaded;
    },
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
