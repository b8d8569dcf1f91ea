// Stories only: parts of the vehicle detail inside the data router, query cache, language, brand and dealer they
// need, with the core API answered in the browser from the shared fixtures (no network).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createContext, Suspense, useContext, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { AdditionalPackagesResponse, LeasingCalculationResponse, Vehicle, VehicleDetail } from '@carweb/api-contracts';
import { ApiContextProvider, proxiedBackendAddresses, type ApiContext } from '@carweb/api-http';
import { DealerBaseProvider, INDEX_FOLLOW, RouteEnvProvider } from '@carweb/platform-routing';
import { testBrand, testDealer, vehicleDetailFixture, vehicleFixture } from '@carweb/shared-testing';
import { sharedUiCatalog } from '@carweb/shared-ui';
import { loadMessages, specTextsCatalog, type Messages } from '@carweb/shared-util-i18n';
import { leasingCalculatorCatalog } from '@carweb/vehicle-market-feature-leasing-calculator';
import { vehicleMarketCatalog } from '@carweb/vehicle-market-feature-vehicle-teasers';
import { vehicleDetailCatalog } from './messages';

export type StoryLocale = 'de' | 'fr' | 'it';

export interface DetailStoryArgs {
  locale: StoryLocale;
}

/** The sandbox's Kia Stonic with its selling dealer, buyable online and by leasing. */
export const storyVehicle = (overrides: Partial<VehicleDetail> = {}): VehicleDetail => vehicleDetailFixture(overrides);

/** The longest names the stock has: model type, equipment, comment and dealer wrap instead of overflowing. */
export const longTextVehicle = (): VehicleDetail =>
  vehicleDetailFixture({
    model: { value: 'Sorento', id: 99 },
    modelType: { value: '1.6 T-GDi Plug-in-Hybrid AWD Platinum Black Edition mit Panoramaglasdach und Anhängerkupplung' },
    price: { value: 1_249_990 },
    newPrice: 1_389_000,
    tags: ['youngUsedProgramme', 'topDeal', 'topVehicle'],
    equipment: [
      'Adaptive Geschwindigkeitsregelanlage mit Stop-and-go-Funktion und Navigationsdatenanbindung',
      'Head-up-Display mit Augmented-Reality-Navigationshinweisen',
      'Beheizbares Lederlenkrad',
      'Panorama-Glasschiebedach elektrisch mit Sonnenschutzrollo',
      'Anhängerkupplung schwenkbar mit Anhängerstabilisierung',
      'Sitzbelüftung vorne',
      'Rundumsichtkamera 360°',
      'Harman-Kardon-Soundsystem',
    ].map((name, index) => ({ id: `equip-${index}`, name })),
    comment:
      'Unfallfreies Fahrzeug aus erster Hand, lückenlos serviceheftgepflegt bei uns im Haus. Sommer- und Winterräder auf Alufelgen, ' +
      'frisch ab MFK, Garantieverlängerung möglich. Eintausch Ihres bisherigen Fahrzeugs und Finanzierung über unsere Partnerbank ' +
      'sind jederzeit möglich – wir freuen uns auf Ihren Besuch in unserem Showroom an der Badenerstrasse.',
    dealer: {
      ...vehicleDetailFixture().dealer,
      name: 'Garage Lombardi & Figli Automobili Sottoceneri SA – Filiale Mendrisio-Stabio',
      street: 'Via Cantonale 123a',
      zip: '6855',
      city: 'Stabio',
      email: 'vendita.mendrisio@garage-lombardi-automobili-sottoceneri.ch',
    },
  });

/** Vehicles like the shown one (similar vehicles, other offers). */
export const similarVehicles = (): Vehicle[] =>
  [
    ['Stonic', '1.0 T-GDi MHEV Power', 22_490, 239.9],
    ['Stonic', '1.0 T-GDi Style DCT', 24_950, 262.15],
    ['XCeed', '1.5 T-GDi GT-Line DCT', 31_900, 329],
    ['Niro', '1.6 GDi Hybrid Style', 29_850, 309.45],
    ['Sportage', '1.6 T-GDi MHEV Power', 34_990, 359],
  ].map(([model, modelType, price, rate], index) =>
    vehicleFixture({
      id: 100100 + index,
      slug: `kia-${String(model).toLowerCase()}-${100100 + index}`,
      model: { value: String(model), id: 102 + index },
      modelType: { value: String(modelType) },
      price: { value: Number(price) },
      leasingMonthlyRate: Number(rate),
      isReserved: index === 3,
    }),
  );

export const PACKAGES: AdditionalPackagesResponse = {
  additionalPackages: [
    {
      id: 'service-4',
      name: 'Servicepaket 4 Jahre',
      description: 'Alle vom Hersteller vorgeschriebenen Services während vier Jahren oder 60 000 km.',
      price: 1290,
      monthlyPrice: 26.9,
      items: ['Periodischer Service', 'Ölwechsel', 'Bremsflüssigkeit'],
    },
    {
      id: 'wheels-winter',
      name: 'Winterräder-Set 17"',
      description: 'Vier Winterräder auf Leichtmetallfelgen, montiert und eingelagert.',
      price: 1650,
      monthlyPrice: 34.4,
      items: ['Montage', 'Einlagerung für eine Saison'],
    },
    { id: 'glass', name: 'Glasschutz', description: 'Steinschlagreparatur ohne Selbstbehalt.', price: 190, monthlyPrice: 4, items: [] },
  ],
};

/** The sandbox's leasing calculation (annuity with a residual value) for the request's term, mileage and down payment. */
function leasingAnswer(body: string | undefined): StoryAnswer {
  const { totalRuntime = 48, kmPerYear = 10000, downPayment = 0 } = JSON.parse(body ?? '{}');
  const price = 25990;
  const residual = price * Math.max(0.2, 0.75 - totalRuntime / 120 - kmPerYear / 200000);
  const monthly = 0.029 / 12;
  const rate = ((price - downPayment - residual / (1 + monthly) ** totalRuntime) * monthly) / (1 - (1 + monthly) ** -totalRuntime);
  const answer: LeasingCalculationResponse = {
    monthlyRate: Math.round(rate * 100) / 100,
    effectiveAnnualRate: 2.94,
    debitInterest: 2.9,
    residualValue: Math.round(residual),
    financedAmount: price - downPayment,
    price,
    totalRuntime,
    kmPerYear,
    downPayment,
    currency: 'CHF',
    bounds: {
      totalRuntime: { min: 12, max: 60, step: 6 },
      kmPerYear: { min: 5000, max: 40000, step: 2500 },
      downPayment: { min: 0, max: 10400, step: 100 },
    },
  };
  return { body: answer };
}

/** A vehicle list answer of `vehicles` (SPEC §3 vehicle list response). */
export const listAnswer = (vehicles: Vehicle[]): StoryAnswer => ({
  body: { vehicles, totalMatches: vehicles.length, currentPage: 1, error: false },
});

/** One answer of the backend: a body, a failure status, 'pending' (never answers: loading), or one made from the request. */
export type StoryAnswer = { body: unknown } | { status: number } | 'pending' | ((url: string, body?: string) => StoryAnswer);

/** The core API's answers every story starts with (a story's own answers come first). */
export const DEFAULT_ANSWERS: [string, StoryAnswer][] = [
  ['/detail/additional-packages', { body: PACKAGES }],
  ['/similar', listAnswer(similarVehicles())],
  ['/detail/', { body: storyVehicle() }],
  ['/list/top-cars', listAnswer(similarVehicles())],
  ['/leasing/calculation/cars/', (_url, body) => leasingAnswer(body)],
];

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function respond(answer: StoryAnswer | undefined, url: string, body?: string): Promise<Response> {
  if (!answer) return Promise.resolve(json({ error: 'notFound' }, 404));
  if (answer === 'pending') return new Promise<Response>(() => undefined);
  if (typeof answer === 'function') return respond(answer(url, body), url, body);
  return Promise.resolve('status' in answer ? json({ error: 'down' }, answer.status) : json(answer.body));
}

const CATALOGS = [specTextsCatalog, sharedUiCatalog, vehicleMarketCatalog, leasingCalculatorCatalog, vehicleDetailCatalog];

/** Story loaders: the texts of the detail's libraries in the story's language. */
export const detailStoryLoaders = [
  async ({ args }: { args: Partial<DetailStoryArgs> }) => ({ messages: await loadMessages(CATALOGS, args.locale ?? 'de') }),
];

const StoryChildren = createContext<ReactNode>(null);
const StoryOutlet = () => <>{useContext(StoryChildren)}</>;

/** `children` as the vehicle detail page below the test dealer (loader answer `loaderData`), the core API answering `answers` first. */
export function DetailStory({
  locale,
  messages,
  answers = [],
  loaderData = null,
  children,
}: DetailStoryArgs & { messages: Messages; answers?: [string, StoryAnswer][]; loaderData?: unknown; children: ReactNode }) {
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  const api: ApiContext = {
    locale,
    wholesaler: 'kia',
    country: 'ch',
    platform: 'partnerweb',
    backends: proxiedBackendAddresses(),
    fetch: (input, init) => {
      const url = String(input);
      const answer = [...answers, ...DEFAULT_ANSWERS].find(([part]) => url.includes(part))?.[1];
      return respond(answer, url, typeof init?.body === 'string' ? init.body : undefined);
    },
  };
  const dealer = testDealer();
  const [router] = useState(() =>
    createMemoryRouter([
      {
        path: '/',
        loader: () => loaderData,
        element: <StoryOutlet />,
        handle: { pageType: 'vehicleDetailPage', robots: INDEX_FOLLOW, locale },
      },
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
