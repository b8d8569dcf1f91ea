// Stories and page tests only: a service page inside the data router, query cache, language, brand and
// dealer it needs, with the backend answered from the shared fixtures (no network in Storybook or jsdom).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ApiContextProvider, proxiedBackendAddresses, type ApiContext } from '@carweb/api-http';
import { DealerBaseProvider, INDEX_FOLLOW, RouteEnvProvider, type PageType } from '@carweb/platform-routing';
import {
  pageBuilderFixture,
  serviceDetailFixture,
  serviceListFixture,
  servicePageFixture,
  testBrand,
  testDealer,
  workshopServicesFixture,
} from '@carweb/shared-testing';
import { sharedUiCatalog } from '@carweb/shared-ui';
import type { Locale } from '@carweb/shared-util-brand';
import { loadMessages, specTextsCatalog, type Messages } from '@carweb/shared-util-i18n';
import { servicesCatalog } from '../messages';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** One answer of the backend; 'pending' never answers (loading states). */
export type StoryAnswer = Response | 'pending';

/** The default answers; a story puts its own first (the first URL part that matches answers). */
const FIXTURE_ANSWERS: [string, StoryAnswer][] = [
  ['/page-builder/', json(pageBuilderFixture('service-page', 'service-page-100-tyres'))],
  ['/dealer-slug/', json(testDealer())],
  ['/service-list', json(serviceListFixture())],
  ['/dealer/service-page', json(servicePageFixture())],
  ['/workshop-services', json(workshopServicesFixture())],
  ['/service-detail/', json(serviceDetailFixture())],
];

function storyFetch(answers: [string, StoryAnswer][]) {
  return async (input: RequestInfo | URL): Promise<Response> => {
    const url = String(input);
    const answer = [...answers, ...FIXTURE_ANSWERS].find(([part]) => url.includes(part))?.[1];
    if (!answer) return json({ error: 'notFound' }, 404);
    if (answer === 'pending') return new Promise<Response>(() => undefined);
    return answer.clone();
  };
}

export const json200 = (body: unknown) => json(body);
export const failing = (status = 503) => json({ error: 'down' }, status);

export type StoryLocale = Extract<Locale, 'de' | 'fr' | 'it'>;

export interface ServiceStoryArgs {
  locale: StoryLocale;
  messages: Messages;
  answers: [string, StoryAnswer][];
}

/** Story loaders: the texts of the pages' libraries in the story's language. */
export const serviceStoryLoaders = [
  async ({ args }: { args: { locale?: StoryLocale } }) => ({
    messages: await loadMessages([specTextsCatalog, sharedUiCatalog, servicesCatalog], args.locale ?? 'de'),
  }),
];

/** `element` as the page `pageType` below the test dealer, `loaderData` its loader's answer, `answers` before the fixtures'. */
export function ServiceStory({
  locale,
  messages,
  element,
  pageType,
  loaderData,
  answers = [],
}: Omit<ServiceStoryArgs, 'answers'> & { element: ReactNode; pageType: PageType; loaderData: unknown; answers?: [string, StoryAnswer][] }) {
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  const api: ApiContext = {
    locale,
    wholesaler: 'kia',
    country: 'ch',
    platform: 'partnerweb',
    backends: proxiedBackendAddresses(),
    fetch: storyFetch(answers),
  };
  const dealer = testDealer();
  const handle = { pageType, robots: INDEX_FOLLOW, locale, area: 'dealer', trackingGroup: 'Services' };
  const [router] = useState(() => createMemoryRouter([{ path: '/', loader: () => loaderData, element, handle }]));
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
