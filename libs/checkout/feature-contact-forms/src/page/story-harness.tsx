// Stories only: a page of this library inside the data router, query cache, language, brand and dealer it
// needs, with the backend answered from the shared fixtures (no network in Storybook).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { MinimalDealer } from '@carweb/api-contracts';
import { ApiContextProvider, proxiedBackendAddresses, type ApiContext } from '@carweb/api-http';
import { formEngineCatalog } from '@carweb/checkout-form-engine';
import { DealerBaseProvider, RouteEnvProvider } from '@carweb/platform-routing';
import { modelRangeFixture, testBrand, testDealer } from '@carweb/shared-testing';
import { sharedUiCatalog } from '@carweb/shared-ui';
import type { Locale } from '@carweb/shared-util-brand';
import { loadMessages, specTextsCatalog, type Messages } from '@carweb/shared-util-i18n';
import { contactFormsCatalog } from '../messages';

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });

/** The test dealer and its locations as dealer-list/min answers them. */
const minimalDealers = (): MinimalDealer[] => {
  const dealer = testDealer();
  return [dealer, ...dealer.subDealers].map((location, index) => ({
    dealerId: location.dealerId,
    slug: location.slug,
    name: location.name,
    street: dealer.street,
    zip: dealer.zip,
    city: ['Zürich', 'Oerlikon', 'Dietikon'][index] ?? dealer.city,
    phone: dealer.phone,
    latitude: dealer.latitude,
    longitude: dealer.longitude,
    type: dealer.type,
    defaultLocale: dealer.defaultLocale,
  }));
};

/** What the dealer and model services answer these pages; `models: false` answers an empty model range. */
const fixtureFetch =
  (models: boolean) =>
  async (input: RequestInfo | URL): Promise<Response> => {
    const url = String(input);
    if (url.includes('/dealer-slug/')) return json(testDealer());
    if (url.includes('/dealer-list/min')) return json(minimalDealers());
    if (url.includes('/brand-world/models')) return json(models ? modelRangeFixture() : { ...modelRangeFixture(), models: [] });
    return new Response('{}', { status: 404 });
  };

const storyApi = (locale: Locale, models: boolean): ApiContext => ({
  locale,
  wholesaler: 'kia',
  country: 'ch',
  platform: 'partnerweb',
  backends: proxiedBackendAddresses(),
  fetch: fixtureFetch(models),
});

export interface FormStoryArgs {
  locale: Locale;
  messages: Messages;
  sent: boolean;
}

/** Story loaders: the texts of the page's libraries in the story's language. */
export const formStoryLoaders = [
  async ({ args }: { args: { locale?: Locale } }) => ({
    messages: await loadMessages([specTextsCatalog, sharedUiCatalog, formEngineCatalog, contactFormsCatalog], args.locale ?? 'de'),
  }),
];

/** `element` as the page of `/` (its loader answers `sent`), below the test dealer of the kia brand. */
export function FormStory({ locale, messages, sent, element, models = true }: FormStoryArgs & { element: ReactNode; models?: boolean }) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const api = storyApi(locale, models);
  const router = createMemoryRouter([{ path: '/', loader: () => ({ sent }), element }]);
  const dealer = testDealer();
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
              <RouterProvider router={router} />
            </DealerBaseProvider>
          </ApiContextProvider>
        </RouteEnvProvider>
      </IntlProvider>
    </QueryClientProvider>
  );
}
