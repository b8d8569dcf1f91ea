// Stories only: a vehicle-market component inside the data router, query cache, language, brand and dealer it
// needs, with the core API answered from the shared fixtures (no network in Storybook or the browser tests).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createContext, Suspense, useContext, useEffect, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { Vehicle, VehicleListResponse } from '@carweb/api-contracts';
import { ApiContextProvider, proxiedBackendAddresses, type ApiContext } from '@carweb/api-http';
import { DealerBaseProvider, INDEX_FOLLOW, RouteEnvProvider } from '@carweb/platform-routing';
import { testBrand, testDealer, vehicleDetailFixture, vehicleFixture } from '@carweb/shared-testing';
import { sharedUiCatalog } from '@carweb/shared-ui';
import { loadMessages, specTextsCatalog, type Messages } from '@carweb/shared-util-i18n';
import { WATCHLIST_STORAGE_KEY, type WatchedVehicle } from '@carweb/vehicle-market-data-access-watchlist';
import { watchedVehicle } from './card/vehicle-card-model';
import { vehicleMarketCatalog } from './messages';

export type StoryLocale = 'de' | 'fr' | 'it';

export interface MarketStoryArgs {
  locale: StoryLocale;
}

/** A few vehicles of the sandbox dealer auto-zentrum-zuerich: hybrid, electric, young used, top deal, reserved. */
export function storyVehicles(): Vehicle[] {
  const vehicle = (id: number, model: string, modelType: string, overrides: Partial<Vehicle>) =>
    vehicleFixture({
      id,
      slug: `kia-${model.toLowerCase()}-${modelType.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${id}`,
      model: { value: model, id: id % 1000 },
      modelType: { value: modelType },
      ...overrides,
    });
  return [
    vehicle(100011, 'Sportage', '1.6 T-GDi HEV GT-Line AWD', {
      price: { value: 42990 },
      newPrice: 49950,
      leasingMonthlyRate: 429.9,
      fuelType: { value: 'Voll-Hybrid', id: 'hybrid' },
      firstRegistration: { year: 2024, month: 2 },
      mileage: 8900,
      combinedConsumption: 5.8,
      combinedEmission: 131,
      tags: ['topDeal'],
    }),
    vehicle(100012, 'EV6', '77.4 kWh GT-Line AWD', {
      price: { value: 54900 },
      newPrice: 66850,
      leasingMonthlyRate: 589,
      fuelType: { value: 'Elektro', id: 'electric' },
      firstRegistration: { year: 2025, month: 1 },
      mileage: 3200,
      combinedConsumption: 17.2,
      combinedEmission: 0,
      tags: ['youngUsedProgramme'],
    }),
    vehicle(100013, 'Niro', '1.6 GDi Plug-in Hybrid Style', {
      price: { value: 36450 },
      leasingMonthlyRate: 372.35,
      fuelType: { value: 'Plug-in-Hybrid', id: 'plugin_hybrid' },
      firstRegistration: { year: 2023, month: 9 },
      mileage: 21400,
      combinedConsumption: 1.1,
      combinedEmission: 25,
      isReserved: true,
    }),
    vehicle(100014, 'Picanto', '1.2 CVVT Power', {
      price: { value: 17990 },
      newPrice: null,
      leasingMonthlyRate: 189.4,
      fuelType: { value: 'Benzin', id: 'petrol' },
      conditionType: { value: 'Neu', id: 'new' },
      firstRegistration: null,
      mileage: 10,
      combinedConsumption: 5.1,
      combinedEmission: 116,
      tags: ['topVehicle'],
    }),
    vehicle(100015, 'Ceed', 'Sportswagon 1.5 T-GDi MHEV GT-Line DCT', {
      price: { value: 28750 },
      leasingMonthlyRate: null,
      newPrice: null,
      firstRegistration: { year: 2021, month: 6 },
      mileage: 64300,
    }),
    vehicle(100016, 'XCeed', '1.6 GDi Plug-in Hybrid Platinum Edition', { price: { value: 33900 }, leasingMonthlyRate: 344.2 }),
  ];
}

/** A vehicle with the longest names the dealers' stock has: titles and facts must wrap, not overflow. */
export const longNamedVehicle = (): Vehicle =>
  vehicleFixture({
    id: 100099,
    slug: 'kia-sorento-1-6-t-gdi-plug-in-hybrid-awd-platinum-black-edition-100099',
    model: { value: 'Sorento', id: 99 },
    modelType: { value: '1.6 T-GDi Plug-in-Hybrid AWD Platinum Black Edition mit Panoramaglasdach und Anhängerkupplung' },
    price: { value: 1_249_990 },
    newPrice: 1_389_000,
    leasingMonthlyRate: 12_489.95,
    mileage: 149_999,
    tags: ['reserved', 'youngUsedProgramme', 'topDeal', 'topVehicle'],
  });

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** One answer of the backend: a body, a failure status, 'pending' (never answers: the loading state), or one made from the URL. */
export type StoryAnswer = { body: unknown } | { status: number } | 'pending' | ((url: string) => StoryAnswer);

/** A vehicle list answer of `vehicles` (SPEC §3 vehicle list response). */
export const listAnswer = (vehicles: Vehicle[], totalMatches = vehicles.length, currentPage = 1): StoryAnswer => ({
  body: { vehicles, totalMatches, currentPage, error: false } satisfies VehicleListResponse,
});

function storyFetch(answers: [string, StoryAnswer][]) {
  return async (input: RequestInfo | URL): Promise<Response> => {
    const url = String(input);
    const found = answers.find(([part]) => url.includes(part))?.[1];
    const answer = typeof found === 'function' ? found(url) : found;
    if (!answer || typeof answer === 'function') return json({ error: 'notFound' }, 404);
    if (answer === 'pending') return new Promise<Response>(() => undefined);
    if ('status' in answer) return json({ error: 'down' }, answer.status);
    return json(answer.body);
  };
}

/** The core API's answers every story starts with (a story's own answers come first). */
export const DEFAULT_ANSWERS: [string, StoryAnswer][] = [
  ['/detail/additional-packages', { body: { additionalPackages: [] } }],
  ['/similar', listAnswer(storyVehicles())],
  // the detail of a story vehicle by its id (the comparison loads each one)
  ['/detail/', (url) => ({ body: vehicleDetailFixture(storyVehicles().find((vehicle) => url.includes(`/detail/${vehicle.id}`))) })],
  ['/list/top-cars', listAnswer(storyVehicles())],
  ['/list/count', { body: { count: 6 } }],
  ['/list', listAnswer(storyVehicles())],
];

const MARKET_CATALOGS = [specTextsCatalog, sharedUiCatalog, vehicleMarketCatalog];

/** The texts of the market libraries in one language. */
export const marketMessages = (locale: StoryLocale) => loadMessages(MARKET_CATALOGS, locale);

/** Story loaders: the texts in the story's language. */
export const marketStoryLoaders = [
  async ({ args }: { args: Partial<MarketStoryArgs> }) => ({ messages: await marketMessages(args.locale ?? 'de') }),
];

const StoryChildren = createContext<ReactNode>(null);
const StoryOutlet = () => <>{useContext(StoryChildren)}</>;

/** `children` as the vehicle-market page of `/` below the test dealer, the core API answering `answers` before the defaults. */
export function MarketStory({
  locale,
  messages,
  answers = [],
  children,
}: MarketStoryArgs & { messages: Messages; answers?: [string, StoryAnswer][]; children: ReactNode }) {
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  const api: ApiContext = {
    locale,
    wholesaler: 'kia',
    country: 'ch',
    platform: 'partnerweb',
    backends: proxiedBackendAddresses(),
    fetch: storyFetch([...answers, ...DEFAULT_ANSWERS]),
  };
  const dealer = testDealer();
  const [router] = useState(() =>
    createMemoryRouter([
      { path: '/', element: <StoryOutlet />, handle: { pageType: 'vehicleListPage', robots: INDEX_FOLLOW, locale } },
      { path: '*', element: <p>Link target</p> },
    ]),
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

/** Seeds the browser's watch list (story `beforeEach`): what a visitor marked on an earlier visit. */
export function seedWatchlist({ favourites = [], compare = [] }: { favourites?: Vehicle[]; compare?: Vehicle[] }) {
  const state: { favourites: WatchedVehicle[]; compare: WatchedVehicle[] } = {
    favourites: favourites.map(watchedVehicle),
    compare: compare.map(watchedVehicle),
  };
  localStorage.setItem(WATCHLIST_STORAGE_KEY, JSON.stringify({ state, version: 1 }));
  return () => localStorage.removeItem(WATCHLIST_STORAGE_KEY);
}

/**
 * Reads the seeded watch list once mounted: the store reads the browser's storage on first use and on a
 * storage event (another tab), so the story announces the seed as one. Its effect runs after its children's.
 */
export function WatchlistSeeded({ children }: { children: ReactNode }) {
  useEffect(() => {
    window.dispatchEvent(new StorageEvent('storage', { key: WATCHLIST_STORAGE_KEY }));
  }, []);
  return <>{children}</>;
}
