// Stories and page tests only: a page of this library run through its real route loader inside the data router,
// with the query cache, language, dealer and backend (the fixtures, no network) it has on the site.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ApiContextProvider, proxiedBackendAddresses, type ApiContext } from '@carweb/api-http';
import { GenericErrorMessage, layoutCatalog } from '@carweb/platform-layout';
import {
  DealerBaseProvider,
  INDEX_FOLLOW,
  pageHandle,
  RouteEnvProvider,
  type DealerRouteData,
  type PageRoute,
  type PageType,
  type RouteEnv,
} from '@carweb/platform-routing';
import { testBrand } from '@carweb/shared-testing';
import { sharedUiCatalog } from '@carweb/shared-ui';
import type { Locale } from '@carweb/shared-util-brand';
import { loadMessages, specTextsCatalog, type Messages } from '@carweb/shared-util-i18n';
import { aboutUsCatalog } from '../messages';
import { aboutUsDealer, aboutUsFetch, type FixtureAnswers } from './about-us.fixtures';

export interface AboutUsStoryArgs {
  locale: Locale;
  messages: Messages;
  /** backend answers before the fixtures, e.g. a 500 for one call */
  answers?: FixtureAnswers;
}

/** The texts of the page's libraries in one language. */
export const aboutUsMessages = (locale: Locale) => loadMessages([specTextsCatalog, sharedUiCatalog, layoutCatalog, aboutUsCatalog], locale);

/** Story loaders: the texts in the story's language. */
export const aboutUsStoryLoaders = [
  async ({ args }: { args: { locale?: Locale } }) => ({ messages: await aboutUsMessages(args.locale ?? 'de') }),
];

function dealerSetup(locale: Locale, answers: FixtureAnswers) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const api: ApiContext = {
    locale,
    wholesaler: 'kia',
    country: 'ch',
    platform: 'partnerweb',
    backends: proxiedBackendAddresses(),
    fetch: aboutUsFetch(answers),
  };
  const env: RouteEnv = { brand: testBrand, queryClient, api: () => api };
  const dealer = aboutUsDealer();
  const base: DealerRouteData = {
    brand: testBrand,
    locale,
    dealerSlug: dealer.slug,
    includeLocale: true,
    locales: dealer.locales,
    defaultLocale: dealer.defaultLocale,
  };
  return { queryClient, api, env, base };
}

type Setup = ReturnType<typeof dealerSetup>;

function Providers({ setup, locale, messages, children }: { setup: Setup; locale: Locale; messages: Messages; children: ReactNode }) {
  return (
    <QueryClientProvider client={setup.queryClient}>
      <IntlProvider locale={`${locale}-CH`} messages={messages}>
        <ApiContextProvider value={setup.api}>
          <RouteEnvProvider env={setup.env}>
            <DealerBaseProvider value={setup.base}>{children}</DealerBaseProvider>
          </RouteEnvProvider>
        </ApiContextProvider>
      </IntlProvider>
    </QueryClientProvider>
  );
}

/** A part of a dealer page on its own (contact, contact persons, a brand), below the dealer of the fixtures. */
export function DealerPartStory({ locale, messages, children }: AboutUsStoryArgs & { children: ReactNode }) {
  const [setup] = useState(() => dealerSetup(locale, []));
  return (
    <Providers setup={setup} locale={locale} messages={messages}>
      {children}
    </Providers>
  );
}

/** A part that links or sets the page's SEO (it needs the data router), as a page of type `pageType`. */
export function RoutedPartStory({
  locale,
  messages,
  pageType = 'aboutUsPage',
  children,
}: AboutUsStoryArgs & { pageType?: PageType; children: ReactNode }) {
  const [setup] = useState(() => dealerSetup(locale, []));
  const handle = { pageType, robots: INDEX_FOLLOW, locale, area: 'dealer', trackingGroup: 'about_us' };
  const [router] = useState(() => createMemoryRouter([{ path: '/', element: children, handle }]));
  return (
    <Providers setup={setup} locale={locale} messages={messages}>
      <RouterProvider router={router} />
    </Providers>
  );
}

/**
 * A page of this library as the site serves it: its route's loader with the fixtures' backend, then its page,
 * or the site's page error (an outage answers 503 with the spec's generic message, decision 0015).
 */
export function AboutUsPageStory({
  route,
  params = {},
  locale,
  messages,
  answers = [],
}: AboutUsStoryArgs & { route: PageRoute; params?: Record<string, string> }) {
  const [setup] = useState(() => dealerSetup(locale, answers));
  const [router] = useState(() =>
    createMemoryRouter([
      {
        path: '/',
        handle: pageHandle(route, locale, 'dealer'),
        loader: async ({ request }) =>
          (await route.loader?.({
            request,
            params: { dealerSlug: setup.base.dealerSlug, ...params },
            env: setup.env,
            locale,
            api: setup.api,
            dealer: setup.base,
          })) ?? null,
        Component: route.Component,
        ErrorBoundary: () => <GenericErrorMessage />,
      },
    ]),
  );
  return (
    <Providers setup={setup} locale={locale} messages={messages}>
      <RouterProvider router={router} />
    </Providers>
  );
}
