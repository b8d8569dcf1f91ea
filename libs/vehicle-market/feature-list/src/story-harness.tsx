// Stories only: parts of the vehicle list inside the data router, query cache, language, brand and dealer they
// need, with the core API answered in the browser from the shared fixtures and the sandbox's search criteria.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createContext, Suspense, useContext, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { FilterTag, SearchCriteriaResponse, Vehicle, VehicleFilter, VehicleListResponse } from '@carweb/api-contracts';
import { ApiContextProvider, proxiedBackendAddresses, type ApiContext } from '@carweb/api-http';
import { DealerBaseProvider, INDEX_FOLLOW, RouteEnvProvider } from '@carweb/platform-routing';
import { testBrand, testDealer, vehicleFixture } from '@carweb/shared-testing';
import { sharedUiCatalog } from '@carweb/shared-ui';
import { loadMessages, specTextsCatalog, type Messages } from '@carweb/shared-util-i18n';
import { vehicleMarketCatalog } from '@carweb/vehicle-market-feature-vehicle-teasers';
import criteriaFixture from './filter-panel/criteria.fixture.json';
import { vehicleListCatalog } from './messages';

export type StoryLocale = 'de' | 'fr' | 'it';

export interface ListStoryArgs {
  locale: StoryLocale;
}

const criteria = criteriaFixture as SearchCriteriaResponse;
const MODELS = ['Sportage', 'Ceed', 'EV6', 'Niro', 'Picanto', 'Stonic', 'XCeed', 'Sorento'];

/** `count` vehicles of the sandbox dealer from `first` on (a page of the list, 24 per page). */
export const storyVehicles = (count: number, first = 0): Vehicle[] =>
  Array.from({ length: count }, (_, offset) => {
    const index = first + offset;
    const model = MODELS[index % MODELS.length];
    return vehicleFixture({
      id: 200000 + index,
      slug: `kia-${model.toLowerCase()}-${200000 + index}`,
      model: { value: model, id: 100 + (index % MODELS.length) },
      price: { value: 18_900 + ((index * 2_350) % 41_000) },
      leasingMonthlyRate: index % 5 === 4 ? null : 189 + ((index * 23.45) % 400),
      mileage: (index * 7_300) % 98_000,
      isReserved: index % 9 === 7,
      tags: index % 6 === 1 ? ['topDeal'] : index % 6 === 3 ? ['youngUsedProgramme'] : [],
    });
  });

/**
 * A list answer (SPEC §3 vehicle list response) of `total` vehicles, by default as many as the count call
 * answers for the request's filter; the page is read from the request's filter.
 */
export const listAnswer =
  (total?: number): StoryAnswer =>
  (url) => {
    const matches = total ?? countOf(url);
    const filter = requestFilter(url);
    const page = filter.page ?? 1;
    const limit = filter.limit ?? 24;
    const vehicles = storyVehicles(Math.max(0, Math.min(limit, matches - (page - 1) * limit)), (page - 1) * limit);
    return { body: { vehicles, totalMatches: matches, currentPage: page, error: false } satisfies VehicleListResponse };
  };

const idNames = new Map(
  criteria.filter.flatMap((entry) => entry.values.flatMap((value) => ('id' in value ? [[value.id, value.name]] : []))),
);

/** The sandbox's search criteria with the filter tags of the request (one per chosen code, as the backend names it). */
export const criteriaAnswer: StoryAnswer = (url) => {
  const filter = requestFilter(url) as Record<string, unknown>;
  const filterTags: FilterTag[] = ['cond', 'fuel', 'body', 'trans', 'drive'].flatMap((category) =>
    ((filter[category] as string[] | undefined) ?? []).map((id) => ({
      category: category as FilterTag['category'],
      id,
      name: idNames.get(id) ?? id,
    })),
  );
  if (filter['make']) filterTags.unshift({ category: 'model', id: String(filter['make']), name: String(filter['make']) });
  return { body: { ...criteria, filterTags } };
};

/** The count of the chosen conditions as the criteria list them (99 new, 193 used, 37 demo), else all 329. */
function countOf(url: string) {
  const chosen = (requestFilter(url) as { cond?: string[] }).cond ?? [];
  const counts = criteria.filter.find((entry) => entry.identifier === 'cond')?.values ?? [];
  return chosen.length
    ? counts.reduce((sum, value) => sum + ('id' in value && chosen.includes(value.id) ? (value.count ?? 0) : 0), 0)
    : criteria.totalMatches;
}
export const countAnswer: StoryAnswer = (url) => ({ body: { count: countOf(url) } });

const requestFilter = (url: string): VehicleFilter => JSON.parse(new URL(url, 'http://story').searchParams.get('filter') ?? '{}');

/** One answer of the backend: a body, a failure status, 'pending' (never answers: loading), or one made from the URL. */
export type StoryAnswer = { body: unknown } | { status: number } | 'pending' | ((url: string) => StoryAnswer);

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function respond(answer: StoryAnswer | undefined, url: string): Promise<Response> {
  if (!answer) return Promise.resolve(json({ error: 'notFound' }, 404));
  if (answer === 'pending') return new Promise<Response>(() => undefined);
  if (typeof answer === 'function') return respond(answer(url), url);
  return Promise.resolve('status' in answer ? json({ error: 'down' }, answer.status) : json(answer.body));
}

/** The core API's answers every story starts with (a story's own answers come first). */
export const DEFAULT_ANSWERS: [string, StoryAnswer][] = [
  ['/dealer-slug/', { body: testDealer() }],
  ['/filter/search-criteria', criteriaAnswer],
  ['/list/count', countAnswer],
  ['/list', listAnswer()],
];

const CATALOGS = [specTextsCatalog, sharedUiCatalog, vehicleMarketCatalog, vehicleListCatalog];

/** Story loaders: the texts of the list's libraries in the story's language. */
export const listStoryLoaders = [
  async ({ args }: { args: Partial<ListStoryArgs> }) => ({ messages: await loadMessages(CATALOGS, args.locale ?? 'de') }),
];

const StoryChildren = createContext<ReactNode>(null);
const StoryOutlet = () => <>{useContext(StoryChildren)}</>;

/** `children` as the dealer's vehicle list at `url` (below the test dealer), the core API answering `answers` first. */
export function ListStory({
  locale,
  messages,
  answers = [],
  url = '/',
  children,
}: ListStoryArgs & { messages: Messages; answers?: [string, StoryAnswer][]; url?: string; children: ReactNode }) {
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  const api: ApiContext = {
    locale,
    wholesaler: 'kia',
    country: 'ch',
    platform: 'partnerweb',
    backends: proxiedBackendAddresses(),
    fetch: (input) => respond([...answers, ...DEFAULT_ANSWERS].find(([part]) => String(input).includes(part))?.[1], String(input)),
  };
  const dealer = testDealer();
  const [router] = useState(() =>
    createMemoryRouter(
      [
        { path: '/', element: <StoryOutlet />, handle: { pageType: 'vehicleListPage', robots: INDEX_FOLLOW, locale } },
        { path: '*', element: <p>Link target</p> },
      ],
      { initialEntries: [url] },
    ),
  );
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
              {/* inside the query cache: a suspended page keeps its cache (the story's own boundary, not the preview's) */}
              <Suspense fallback={<p role="status">…</p>}>
                <StoryChildren.Provider value={children}>
                  <RouterProvider router={router} />
                </StoryChildren.Provider>
              </Suspense>
            </DealerBaseProvider>
          </ApiContextProvider>
        </RouteEnvProvider>
      </IntlProvider>
    </QueryClientProvider>
  );
}
