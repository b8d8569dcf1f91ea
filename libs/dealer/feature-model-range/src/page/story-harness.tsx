// Stories and page tests only: the model range page inside the data router, query cache, language,
// brand and dealer it needs, with the backend answered from the fixtures (no network in Storybook or jsdom).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ApiContextProvider, proxiedBackendAddresses, type ApiContext } from '@carweb/api-http';
import { DealerBaseProvider, RouteEnvProvider } from '@carweb/platform-routing';
import { testBrand, testDealer } from '@carweb/shared-testing';
import { sharedUiCatalog } from '@carweb/shared-ui';
import { loadMessages, specTextsCatalog, type Messages } from '@carweb/shared-util-i18n';
import { modelRangeCatalog } from '../messages';
import { modelRangeFetch, type FixtureAnswers } from '../model-range.fixtures';
import ModelRangePage from './ModelRangePage';

type StoryLocale = 'de' | 'fr';

export interface ModelRangeStoryArgs {
  locale: StoryLocale;
  messages: Messages;
  /** the page's query string, e.g. '?fuel=hybrid' */
  search: string;
}

/** The texts of the page's libraries in one language. */
export const modelRangeMessages = (locale: StoryLocale) => loadMessages([specTextsCatalog, sharedUiCatalog, modelRangeCatalog], locale);

/** Story loaders: the texts in the story's language. */
export const modelRangeStoryLoaders = [
  async ({ args }: { args: { locale?: StoryLocale } }) => ({ messages: await modelRangeMessages(args.locale ?? 'de') }),
];

/** The page at {base}/modelle{search} below the test dealer, `answers` before the fixtures' answers. */
export function ModelRangeStory({ locale, messages, search, answers = [] }: ModelRangeStoryArgs & { answers?: FixtureAnswers }) {
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  const api: ApiContext = {
    locale,
    wholesaler: 'kia',
    country: 'ch',
    platform: 'partnerweb',
    backends: proxiedBackendAddresses(),
    fetch: modelRangeFetch(answers, locale),
  };
  const dealer = testDealer();
  const path = locale === 'de' ? '/de/haendler/auto-zentrum-zuerich/modelle' : '/fr/concessionnaire/auto-zentrum-zuerich/modèles';
  const [router] = useState(() => createMemoryRouter([{ path, element: <ModelRangePage /> }], { initialEntries: [`${path}${search}`] }));
  return (
    <QueryClientProvider client={queryClient}>
      <IntlProvider locale={`${locale}-CH`} messages={messages}>
        <RouteEnvProvider env={{ brand: testBrand, queryClient, api: () => api }}>
          <ApiContextProvider value={api}>
            <DealerBaseProvider
              value={{
                brand: testBrand,
                locale,
                dealerSlug: dealer.slug,
                includeLocale: true,
                locales: dealer.locales,
                defaultLocale: dealer.defaultLocale,
              }}
            >
              {/* the dealer is in the cache before a real page renders (the dealer route's loader); here it is fetched */}
              <Suspense fallback={null}>
                <RouterProvider router={router} />
              </Suspense>
            </DealerBaseProvider>
          </ApiContextProvider>
        </RouteEnvProvider>
      </IntlProvider>
    </QueryClientProvider>
  );
}

/**
 * A part of the page (`children`) at {base}/modelle{search} below the test dealer: its links navigate inside the
 * story, so a part that reads the URL follows them.
 */
export function ModelRangePartStory({ locale, messages, search, children }: ModelRangeStoryArgs & { children: ReactNode }) {
  const dealer = testDealer();
  const [router] = useState(() =>
    createMemoryRouter([{ path: '*', element: children }], { initialEntries: [`/${locale}/haendler/${dealer.slug}/modelle${search}`] }),
  );
  return (
    <IntlProvider locale={`${locale}-CH`} messages={messages}>
      <DealerBaseProvider
        value={{
          brand: testBrand,
          locale,
          dealerSlug: dealer.slug,
          includeLocale: true,
          locales: dealer.locales,
          defaultLocale: dealer.defaultLocale,
        }}
      >
        <RouterProvider router={router} />
      </DealerBaseProvider>
    </IntlProvider>
  );
}
