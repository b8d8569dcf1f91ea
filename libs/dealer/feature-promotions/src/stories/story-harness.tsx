// Stories and page tests only: a promotion page inside the data router, query cache, language, brand and
// dealer it needs, with the backend answered from the shared fixtures (no network in Storybook or jsdom).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { VehicleListResponse } from '@carweb/api-contracts';
import { ApiContextProvider, proxiedBackendAddresses, type ApiContext } from '@carweb/api-http';
import { DealerBaseProvider, INDEX_FOLLOW, RouteEnvProvider, type PageType } from '@carweb/platform-routing';
import { promotionListFixture, promotionPageBuilderFixture, testBrand, testDealer, vehicleFixture } from '@carweb/shared-testing';
import { sharedUiCatalog } from '@carweb/shared-ui';
import type { Locale } from '@carweb/shared-util-brand';
import { loadMessages, specTextsCatalog, type Messages } from '@carweb/shared-util-i18n';
import { vehicleMarketCatalog } from '@carweb/vehicle-market-feature-vehicle-teasers';
import { dealerPromotionsCatalog } from '../messages';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A promotion's vehicles: `total` of them, 6 per page, as the core list answers (page in the filter). */
export function promotionCarsAnswer(total: number) {
  return (url: string): Response => {
    const filter = JSON.parse(new URL(url, 'http://story').searchParams.get('filter') ?? '{}') as { page?: number; limit?: number };
    const page = filter.page ?? 1;
    const limit = filter.limit ?? 6;
    const ids = Array.from({ length: limit }, (_, index) => (page - 1) * limit + index).filter((index) => index < total);
    const models = ['Sportage', 'Ceed', 'EV6', 'Niro', 'Picanto', 'Stonic', 'EV9'];
    const body: VehicleListResponse = {
      vehicles: ids.map((index) =>
        vehicleFixture({
          id: 300000 + index,
          slug: `kia-${models[index % models.length].toLowerCase()}-${300000 + index}`,
          model: { value: models[index % models.length], id: 100 + (index % models.length) },
          price: { value: 24_900 + index * 1_150 },
        }),
      ),
      totalMatches: total,
      currentPage: page,
      error: false,
    };
    return json(body);
  };
}

/** One answer of the backend: a response, or a function of the URL; 'pending' never answers (loading states). */
export type StoryAnswer = Response | ((url: string) => Response) | 'pending';

/** The default answers; a story puts its own first (the first URL part that matches answers). */
export const FIXTURE_ANSWERS: [string, StoryAnswer][] = [
  ['/dealer-slug/', json(testDealer())],
  ['/dealer/promotions', json(promotionListFixture())],
  ['/dealer/promotion/', json(promotionListFixture()[0])],
  ['/page-builder/', json(promotionPageBuilderFixture())],
  ['/list', promotionCarsAnswer(13)],
];

export function storyFetch(answers: [string, StoryAnswer][]) {
  return async (input: RequestInfo | URL): Promise<Response> => {
    const url = String(input);
    const answer = [...answers, ...FIXTURE_ANSWERS].find(([part]) => url.includes(part))?.[1];
    if (!answer) return json({ error: 'notFound' }, 404);
    if (answer === 'pending') return new Promise<Response>(() => undefined);
    return typeof answer === 'function' ? answer(url) : answer.clone();
  };
}

export const json200 = (body: unknown) => json(body);
export const failing = (status = 503) => json({ error: 'down' }, status);

export type StoryLocale = Extract<Locale, 'de' | 'fr' | 'it'>;

export interface PromotionStoryArgs {
  locale: StoryLocale;
  messages: Messages;
}

/** The texts of the pages' libraries in one language. */
export const promotionMessages = (locale: StoryLocale) =>
  loadMessages([specTextsCatalog, sharedUiCatalog, vehicleMarketCatalog, dealerPromotionsCatalog], locale);

/** Story loaders: the texts in the story's language. */
export const promotionStoryLoaders = [
  async ({ args }: { args: { locale?: StoryLocale } }) => ({ messages: await promotionMessages(args.locale ?? 'de') }),
];

/** `element` as the page `pageType` below the test dealer, `loaderData` its loader's answer, `answers` before the fixtures'. */
export function PromotionStory({
  locale,
  messages,
  element,
  pageType,
  loaderData = null,
  answers = [],
}: PromotionStoryArgs & { element: ReactNode; pageType: PageType; loaderData?: unknown; answers?: [string, StoryAnswer][] }) {
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
  const handle = { pageType, robots: INDEX_FOLLOW, locale, area: 'dealer', trackingGroup: 'promotion' };
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
