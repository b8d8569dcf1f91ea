// Stories only: a page of this library inside the data router, query cache, language and brand it
// needs, with the backend answered from fixtures (no network in Storybook).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider, type ActionFunction } from 'react-router-dom';
import type { DailyExpressResponse, MinimalDealer } from '@carweb/api-contracts';
import { ApiContextProvider, proxiedBackendAddresses, type ApiContext } from '@carweb/api-http';
import { formEngineCatalog } from '@carweb/checkout-form-engine';
import { RouteEnvProvider } from '@carweb/platform-routing';
import { modelRangeFixture, testBrand, testDealer } from '@carweb/shared-testing';
import { sharedUiCatalog } from '@carweb/shared-ui';
import type { BrandConfig, Locale } from '@carweb/shared-util-brand';
import { loadMessages, specTextsCatalog, type Messages } from '@carweb/shared-util-i18n';
import { brandFormsCatalog } from '../messages';

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });

const BRAND_NAMES = { suzuki: 'Suzuki', zeekr: 'Zeekr', emilfrey: 'Emil Frey', multilease: 'Multilease' } as const;
export type StoryBrand = keyof typeof BRAND_NAMES;

/** The test brand's config as another brand's site. */
const storyBrand = (id: StoryBrand): BrandConfig => ({ ...testBrand, id, wholesaler: id, displayName: BRAND_NAMES[id] });

const minimalDealers = (): MinimalDealer[] =>
  [
    { dealerId: 233, name: 'Garage Zimmermann AG', city: 'Biel/Bienne' },
    { dealerId: 234, name: 'Lombardi Automobile Locarno SA', city: 'Locarno' },
  ].map((dealer) => ({ ...testDealer(), ...dealer, slug: `dealer-${dealer.dealerId}`, type: 'sales_service' }));

const ZEEKR_CONTENT = [
  { id: 'ZE00803', name: 'Zeekr 001', slug: '001', tagline: 'Elektrisch. Präzise.', priceFrom: 68850, rangeKm: 520, image: '/001.svg' },
  { id: 'ZE00801', name: 'Zeekr X', slug: 'x', tagline: 'Elektrisch. Präzise.', priceFrom: 45850, rangeKm: 440, image: '/x.svg' },
];
const zeekrRange = () => {
  const range = modelRangeFixture();
  const model = range.models[0];
  return {
    ...range,
    models: [
      { ...model, mipsId: 'ZE00801', id: 801, brand: 'zeekr', slug: 'x', name: 'Zeekr X' },
      { ...model, mipsId: 'ZE00803', id: 803, brand: 'zeekr', slug: '001', name: 'Zeekr 001' },
    ],
  };
};

/** What the dealer, content, model and form services answer these pages; `models: false` answers no Zeekr models. */
const fixtureFetch =
  (models: boolean, dailyExpress?: DailyExpressResponse) =>
  async (input: RequestInfo | URL): Promise<Response> => {
    const url = String(input);
    if (url.includes('/dealer-list/min')) return json(minimalDealers());
    if (url.includes('/content/graphql')) return json({ data: { zeekrModels: models ? ZEEKR_CONTENT : [] } });
    if (url.includes('/brand-world/models')) return json(zeekrRange());
    if (url.includes('/emilfrey/daily-express') && dailyExpress) return json(dailyExpress);
    return new Response('{}', { status: 404 });
  };

export interface BrandFormStoryArgs {
  brand: StoryBrand;
  locale: Locale;
  messages: Messages;
}

/** Story loaders: the texts of the page's libraries in the story's language. */
export const brandFormStoryLoaders = [
  async ({ args }: { args: { locale?: Locale } }) => ({
    messages: await loadMessages([specTextsCatalog, sharedUiCatalog, formEngineCatalog, brandFormsCatalog], args.locale ?? 'de'),
  }),
];

export interface BrandFormStoryProps extends BrandFormStoryArgs {
  element: ReactNode;
  /** what the page's loader answers (for the page's URL, when a function) */
  data: unknown;
  /** the route action a sent form reaches (default: none) */
  action?: ActionFunction;
  /** the page's URL, e.g. with `?model=x` */
  url?: string;
  models?: boolean;
  dailyExpress?: DailyExpressResponse;
}

/** `element` as the site page of `/` (its loader answers `data`) of the brand's site. */
export function BrandFormStory({
  brand,
  locale,
  messages,
  element,
  data,
  action,
  url = '/',
  models = true,
  dailyExpress,
}: BrandFormStoryProps) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const config = storyBrand(brand);
  const api: ApiContext = {
    locale,
    wholesaler: brand,
    country: 'ch',
    platform: 'partnerweb',
    backends: proxiedBackendAddresses(),
    fetch: fixtureFetch(models, dailyExpress),
  };
  const loader = ({ request }: { request: Request }) => (typeof data === 'function' ? data(new URL(request.url)) : data);
  const router = createMemoryRouter([{ path: '/', loader, action, element }], { initialEntries: [url] });
  return (
    <QueryClientProvider client={queryClient}>
      <IntlProvider locale={`${locale}-CH`} messages={messages}>
        <RouteEnvProvider env={{ brand: config, queryClient, api: () => api }}>
          <ApiContextProvider value={api}>
            <RouterProvider router={router} />
          </ApiContextProvider>
        </RouteEnvProvider>
      </IntlProvider>
    </QueryClientProvider>
  );
}
