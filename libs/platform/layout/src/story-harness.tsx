// Stories only: the site's real route tree (dealer and site pages, not-found) around a story's frame or part,
// with the dealer in the query cache, the texts in every story language and the backend answered by fixtures.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ComponentType } from 'react';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router-dom';
import type { Dealer, Footnote } from '@carweb/api-contracts';
import { dealerBySlugQuery } from '@carweb/api-dealer';
import { ApiContextProvider, proxiedBackendAddresses, type ApiContext } from '@carweb/api-http';
import { createRouteTree, INDEX_FOLLOW, localeOfPath, routeContextFor, RouteEnvProvider, type PageRoute } from '@carweb/platform-routing';
import { trackingCatalog } from '@carweb/platform-tracking';
import { testBrand, testDealer } from '@carweb/shared-testing';
import type { Locale } from '@carweb/shared-util-brand';
import { loadMessages, specTextsCatalog, type Messages } from '@carweb/shared-util-i18n';
import { DealerLayout } from './dealer-layout/DealerLayout';
import { layoutCatalog } from './messages';
import { GenericErrorMessage } from './not-found/GenericErrorMessage';
import { NotFoundPage } from './not-found/NotFoundPage';
import { SiteChrome } from './shell/SiteChrome';

export type StoryLocale = Extract<Locale, 'de' | 'fr' | 'it'>;
const STORY_LOCALES: StoryLocale[] = ['de', 'fr', 'it'];

/** The dealer home of the test dealer in a language, e.g. /fr/concessionnaire/auto-zentrum-zuerich. */
export const dealerHome = (locale: StoryLocale) => `/${locale}/${testBrand.partnerWebPrefix[locale]}/${testDealer().slug}`;

export interface LayoutStoryArgs {
  /** the page the story opens, e.g. dealerHome('fr') or '/de/haendlersuche' */
  path: string;
  /** the texts of every story language: a language switch changes them */
  messages: Partial<Record<StoryLocale, Messages>>;
}

/** Story loaders: the frame's texts in de, fr and it. */
export const layoutStoryLoaders = [
  async () => ({
    messages: Object.fromEntries(
      await Promise.all(
        STORY_LOCALES.map(
          async (locale) => [locale, await loadMessages([layoutCatalog, specTextsCatalog, trackingCatalog], locale)] as const,
        ),
      ),
    ) as Record<StoryLocale, Messages>,
  }),
];

/** The base service's footnotes: a list, or an outage. */
export type FootnotesAnswer = Footnote[] | 'failing';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function apiFor(locale: Locale, footnotes: FootnotesAnswer): ApiContext {
  return {
    locale,
    wholesaler: 'kia',
    country: 'ch',
    platform: 'partnerweb',
    backends: proxiedBackendAddresses(),
    // the dealer comes from the seeded cache; SEO answers nothing
    fetch: async (input) => {
      const url = String(input);
      if (url.includes('/footnotes')) return footnotes === 'failing' ? json({ error: 'down' }, 503) : json({ footnotes });
      return json({ error: 'notFound' }, 404);
    },
  };
}

/** A page of the tree; with `?pending` in its URL its loader never answers (a navigation that is loading). */
const pageOf = (id: string, Component: ComponentType, routeKey?: PageRoute['routeKey']): PageRoute => ({
  id,
  library: '@carweb/platform-layout',
  routeKey,
  handle: { pageType: routeKey ? 'dealerSearchPage' : 'homepagePartnerWeb', robots: INDEX_FOLLOW },
  loader: ({ request }) => (new URL(request.url).searchParams.has('pending') ? new Promise(() => undefined) : null),
  Component,
});

function StoryPage() {
  return <h1>{testDealer().name}</h1>;
}

export interface LayoutStoryProps extends LayoutStoryArgs {
  dealer?: Dealer;
  footnotes?: FootnotesAnswer;
  /** the frame of dealer pages (default: the real DealerLayout); it renders an <Outlet /> where the page goes */
  frame?: ComponentType;
  /** the dealer home's and the site page's content */
  page?: ComponentType;
  /** the frame of site pages (dealer search at /{locale}/haendlersuche); none: the page alone */
  siteLayout?: ComponentType;
}

/** `path` in the site's route tree: dealer pages in `frame`, site pages in `siteLayout`, unknown paths the 404. */
export function LayoutStory({
  path,
  messages,
  dealer = testDealer(),
  footnotes = [],
  frame,
  page = StoryPage,
  siteLayout,
}: LayoutStoryProps) {
  const [{ queryClient, router, env }] = useState(() => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    for (const locale of dealer.locales) client.setQueryData(dealerBySlugQuery(apiFor(locale, footnotes), dealer.slug).queryKey, dealer);
    const env = {
      brand: testBrand,
      queryClient: client,
      api: (locale: Locale) => apiFor(locale, footnotes),
      origin: 'https://www.kia.example',
    };
    function Root() {
      const locale = localeOfPath(testBrand, useLocation().pathname);
      return (
        <IntlProvider locale={`${locale}-CH`} messages={messages[locale as StoryLocale] ?? messages.de}>
          <ApiContextProvider value={apiFor(locale, footnotes)}>
            <SiteChrome />
            <Outlet />
          </ApiContextProvider>
        </IntlProvider>
      );
    }
    const routes = createRouteTree({
      brand: testBrand,
      Root,
      RootErrorBoundary: () => <GenericErrorMessage />,
      PageErrorBoundary: () => <GenericErrorMessage />,
      rootLoader: () => null,
      loadDealer: async (_env, api, slug) => client.ensureQueryData(dealerBySlugQuery(api, slug)),
      DealerLayout: frame ?? DealerLayout,
      SiteLayout: siteLayout,
      dealerPages: [pageOf('home', page)],
      sitePages: [pageOf('dealer-search', page, 'dealerSearch')],
      NotFound: () => <NotFoundPage homeHref={dealerHome('de')} />,
    });
    const memoryRouter = createMemoryRouter(routes, { initialEntries: [path], getContext: () => routeContextFor(env) });
    return { queryClient: client, router: memoryRouter, env };
  });
  return (
    <QueryClientProvider client={queryClient}>
      <RouteEnvProvider env={env}>
        <RouterProvider router={router} />
      </RouteEnvProvider>
    </QueryClientProvider>
  );
}
