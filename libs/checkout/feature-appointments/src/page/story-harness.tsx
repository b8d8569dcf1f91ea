// Stories and component tests only: a page of this library inside the data router, query cache, language
// and dealer it needs, with the backend answered from the shared fixtures (no network).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { Dealer, ModelRangeResponse, WorkshopService } from '@carweb/api-contracts';
import { ApiContextProvider, proxiedBackendAddresses, type ApiContext } from '@carweb/api-http';
import { formEngineCatalog } from '@carweb/checkout-form-engine';
import { DealerBaseProvider } from '@carweb/platform-routing';
import { modelRangeFixture, testBrand, testDealer } from '@carweb/shared-testing';
import { sharedUiCatalog } from '@carweb/shared-ui';
import type { Locale } from '@carweb/shared-util-brand';
import { loadMessages, specTextsCatalog, type Messages } from '@carweb/shared-util-i18n';
import { appointmentsCatalog } from '../messages';

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });

const workshop = (id: string, name: string, priceFrom: number | null, isTopService = false): WorkshopService => ({
  id,
  name,
  durationMinutes: 60,
  priceFrom,
  isTopService,
});

/** The dealer service's workshop services of the sandbox dealer auto-zentrum-zuerich (shortened). */
export const WORKSHOP_SERVICES_FIXTURE: WorkshopService[] = [
  workshop('periodic-service', 'Periodischer Service', 290, true),
  workshop('oil-change', 'Ölwechsel', 129, true),
  workshop('wheel-change', 'Räderwechsel', 69, true),
  workshop('windscreen', 'Scheibenreparatur', null),
];

/** What the backend answers the pages; each part can be replaced per story or test. */
export interface BackendFixtures {
  dealer?: Dealer;
  workshopServices?: WorkshopService[];
  modelRange?: ModelRangeResponse;
}

export function fixtureApi(locale: Locale, fixtures: BackendFixtures = {}): ApiContext {
  const fetch = async (input: RequestInfo | URL): Promise<Response> => {
    const url = String(input);
    if (url.includes('/dealer-slug/')) return json(fixtures.dealer ?? testDealer());
    if (url.includes('/workshop-services')) return json(fixtures.workshopServices ?? WORKSHOP_SERVICES_FIXTURE);
    if (url.includes('/brand-world/models')) return json(fixtures.modelRange ?? modelRangeFixture());
    if (url.includes('/makes-and-models')) {
      return json({ makes: [{ id: 'kia', name: 'Kia', count: 1, models: [{ id: 'sportage', name: 'Sportage', count: 1 }] }] });
    }
    return new Response('{}', { status: 404 });
  };
  return { locale, wholesaler: 'kia', country: 'ch', platform: 'partnerweb', backends: proxiedBackendAddresses(), fetch };
}

export interface PageStoryArgs {
  locale: Locale;
  messages: Messages;
}

/** The texts of the page's libraries in one language. */
export const pageMessages = (locale: Locale) =>
  loadMessages([specTextsCatalog, sharedUiCatalog, formEngineCatalog, appointmentsCatalog], locale);

/** Story loaders: the texts in the story's language. */
export const pageStoryLoaders = [
  async ({ args }: { args: { locale?: Locale } }) => ({ messages: await pageMessages(args.locale ?? 'de') }),
];

/** `element` as the page of `/`, with `loaderData` as its loader's answer. */
export function PageStory({
  locale,
  messages,
  element,
  loaderData = null,
  fixtures = {},
}: PageStoryArgs & { element: ReactNode; loaderData?: unknown; fixtures?: BackendFixtures }) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/', loader: () => loaderData, element }]);
  const dealer = fixtures.dealer ?? testDealer();
  return (
    <QueryClientProvider client={queryClient}>
      <IntlProvider locale={`${locale}-CH`} messages={messages}>
        <ApiContextProvider value={fixtureApi(locale, fixtures)}>
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
