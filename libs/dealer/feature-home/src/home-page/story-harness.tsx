// Stories only: a part of the dealer home inside the data router, query cache, language, brand and dealer it
// needs, with the backend answered from the shared fixtures (no network in Storybook).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { VehicleListResponse } from '@carweb/api-contracts';
import { ApiContextProvider, proxiedBackendAddresses, type ApiContext } from '@carweb/api-http';
import { DealerBaseProvider, INDEX_FOLLOW, RouteEnvProvider } from '@carweb/platform-routing';
import { testBrand, testDealer, vehicleFixture } from '@carweb/shared-testing';
import { sharedUiCatalog } from '@carweb/shared-ui';
import type { Locale } from '@carweb/shared-util-brand';
import { loadMessages, specTextsCatalog, type Messages } from '@carweb/shared-util-i18n';
import { dealerHomeCatalog } from '../messages';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const MODELS = ['Sportage', 'Ceed', 'EV6', 'Niro', 'Picanto', 'Stonic', 'EV9', 'XCeed'];

/** The core list's answer with `count` of the dealer's vehicles. */
export function vehiclesAnswer(count: number): Response {
  const body: VehicleListResponse = {
    vehicles: Array.from({ length: count }, (_, index) =>
      vehicleFixture({
        id: 200000 + index,
        slug: `kia-${MODELS[index % MODELS.length].toLowerCase()}-${200000 + index}`,
        model: { value: MODELS[index % MODELS.length], id: 100 + index },
        price: { value: 21_900 + index * 2_350 },
      }),
    ),
    totalMatches: count,
    currentPage: 1,
    error: false,
  };
  return json(body);
}

/** One answer of the backend; 'pending' never answers (loading states). */
export type StoryAnswer = Response | 'pending';
const FIXTURE_ANSWERS: [string, StoryAnswer][] = [
  ['/dealer-slug/', json(testDealer())],
  ['/list', vehiclesAnswer(8)],
];
export const failing = (status = 503) => json({ error: 'down' }, status);

export type StoryLocale = Extract<Locale, 'de' | 'fr' | 'it'>;
export interface HomeStoryArgs {
  locale: StoryLocale;
  messages: Messages;
}

/** Story loaders: the home's texts in the story's language. */
export const homeStoryLoaders = [
  async ({ args }: { args: { locale?: StoryLocale } }) => ({
    messages: await loadMessages([specTextsCatalog, sharedUiCatalog, dealerHomeCatalog], args.locale ?? 'de'),
  }),
];

/** `element` on the dealer home of the test dealer; `answers` come before the fixtures' (first URL part that matches). */
export function HomeStory({
  locale,
  messages,
  element,
  answers = [],
}: HomeStoryArgs & { element: ReactNode; answers?: [string, StoryAnswer][] }) {
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  const api: ApiContext = {
    locale,
    wholesaler: 'kia',
    country: 'ch',
    platform: 'partnerweb',
    backends: proxiedBackendAddresses(),
    fetch: async (input) => {
      const answer = [...answers, ...FIXTURE_ANSWERS].find(([part]) => String(input).includes(part))?.[1];
      if (!answer) return json({ error: 'notFound' }, 404);
      return answer === 'pending' ? new Promise<Response>(() => undefined) : answer.clone();
    },
  };
  const dealer = testDealer();
  const handle = { pageType: 'homepagePartnerWeb', robots: INDEX_FOLLOW, locale, area: 'dealer', trackingGroup: 'homepage' };
  const [router] = useState(() => createMemoryRouter([{ path: '/', element, handle }]));
  const base = {
    brand: testBrand,
    locale,
    dealerSlug: dealer.slug,
    includeLocale: true,
    locales: dealer.locales,
    defaultLocale: dealer.defaultLocale,
  };
  return (
    <QueryClientProvider client={queryClient}>
      <IntlProvider locale={`${locale}-CH`} messages={messages}>
        <RouteEnvProvider env={{ brand: testBrand, queryClient, api: () => api }}>
          <ApiContextProvider value={api}>
            <DealerBaseProvider value={base}>
              <RouterProvider router={router} />
            </DealerBaseProvider>
          </ApiContextProvider>
        </RouteEnvProvider>
      </IntlProvider>
    </QueryClientProvider>
  );
}
