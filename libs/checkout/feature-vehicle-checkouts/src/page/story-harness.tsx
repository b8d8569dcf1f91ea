// Stories only: a checkout page or part inside the data router, query cache, language and dealer it needs,
// with the backend answered from the shared fixtures (no network in Storybook).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ApiContextProvider, proxiedBackendAddresses, type ApiContext } from '@carweb/api-http';
import { formEngineCatalog } from '@carweb/checkout-form-engine';
import { DealerBaseProvider } from '@carweb/platform-routing';
import { modelRangeFixture, savedConfigurationFixture, testBrand, testDealer, vehicleDetailFixture } from '@carweb/shared-testing';
import { sharedUiCatalog } from '@carweb/shared-ui';
import type { Locale } from '@carweb/shared-util-brand';
import { loadMessages, specTextsCatalog, type Messages } from '@carweb/shared-util-i18n';
import { vehicleCheckoutsCatalog } from '../messages';

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
const range = (min: number, max: number, step: number) => ({ min, max, step });

/** What the core, dealer and form services answer the checkout pages (the shared fixtures). */
async function fixtureFetch(input: RequestInfo | URL): Promise<Response> {
  const url = String(input);
  if (url.includes('/leasing/calculation/')) {
    return json({
      monthlyRate: 353.13,
      effectiveAnnualRate: 2.94,
      debitInterest: 2.9,
      residualValue: 14_000,
      financedAmount: 27_850,
      price: 30_850,
      totalRuntime: 36,
      kmPerYear: 15_000,
      downPayment: 3_000,
      currency: 'CHF',
      bounds: { totalRuntime: range(12, 60, 12), kmPerYear: range(5_000, 40_000, 5_000), downPayment: range(0, 15_000, 500) },
    });
  }
  if (url.includes('/additional-packages')) {
    return json({
      additionalPackages: [
        { id: 'winter-wheels', name: 'Winterräder', description: 'Vier Räder auf Felgen', price: 1_290, monthlyPrice: 27, items: [] },
        { id: 'service-5', name: 'Service-Paket 5 Jahre', description: 'Wartung inklusive', price: 990, monthlyPrice: 21, items: [] },
      ],
    });
  }
  if (url.includes('/makes-and-models')) {
    return json({ makes: [{ id: 'kia', name: 'Kia', count: 1, models: [{ id: 'ceed', name: 'Ceed', count: 1 }] }] });
  }
  if (url.includes('/dealer-slug/')) return json(testDealer());
  if (url.includes('/brand-world/models')) return json(modelRangeFixture());
  if (url.includes('/saved-configuration/')) return json(savedConfigurationFixture());
  if (url.includes('/detail/'))
    return json({ ...vehicleDetailFixture(), reservationPossible: true, subscription: { price: 940, duration: 12 } });
  return new Response('{}', { status: 404 });
}

export const storyApi = (locale: Locale): ApiContext => ({
  locale,
  wholesaler: 'kia',
  country: 'ch',
  platform: 'partnerweb',
  backends: proxiedBackendAddresses(),
  fetch: fixtureFetch,
});

export interface CheckoutStoryArgs {
  locale: Locale;
  messages: Messages;
}

/** Story loaders: the texts of the page's libraries in the story's language. */
export const checkoutStoryLoaders = [
  async ({ args }: { args: { locale?: Locale } }) => ({
    messages: await loadMessages([specTextsCatalog, sharedUiCatalog, formEngineCatalog, vehicleCheckoutsCatalog], args.locale ?? 'de'),
  }),
];

/** `element` as the page of `/`, with `loaderData` as its loader's answer. */
export function CheckoutStory({
  locale,
  messages,
  element,
  loaderData = null,
}: CheckoutStoryArgs & { element: ReactNode; loaderData?: unknown }) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/', loader: () => loaderData, element }]);
  const dealer = testDealer();
  return (
    <QueryClientProvider client={queryClient}>
      <IntlProvider locale={`${locale}-CH`} messages={messages}>
        <ApiContextProvider value={storyApi(locale)}>
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
      </IntlProvider>
    </QueryClientProvider>
  );
}
