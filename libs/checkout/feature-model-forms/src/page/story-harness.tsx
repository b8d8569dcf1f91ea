// Stories and page tests only: a page of this library inside the data router, query cache, language and
// dealer it needs, with the backend answered from the fixtures (no network in Storybook or jsdom).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ApiContextProvider, proxiedBackendAddresses, type ApiContext } from '@carweb/api-http';
import { formEngineCatalog } from '@carweb/checkout-form-engine';
import { DealerBaseProvider } from '@carweb/platform-routing';
import { testBrand, testDealer } from '@carweb/shared-testing';
import { sharedUiCatalog } from '@carweb/shared-ui';
import type { Locale } from '@carweb/shared-util-brand';
import { loadMessages, specTextsCatalog, type Messages } from '@carweb/shared-util-i18n';
import { modelFormsCatalog } from '../messages';
import { modelFormsFetch, type FixtureAnswers } from '../model-forms.fixtures';

export const storyApi = (locale: Locale, answers: FixtureAnswers = []): ApiContext => ({
  locale,
  wholesaler: 'kia',
  country: 'ch',
  platform: 'partnerweb',
  backends: proxiedBackendAddresses(),
  fetch: modelFormsFetch(answers),
});

export interface ModelFormsStoryArgs {
  locale: Locale;
  messages: Messages;
}

/** The texts of the page's libraries in one language. */
export const modelFormsMessages = (locale: Locale) =>
  loadMessages([specTextsCatalog, sharedUiCatalog, formEngineCatalog, modelFormsCatalog], locale);

/** Story loaders: the texts in the story's language. */
export const modelFormsStoryLoaders = [
  async ({ args }: { args: { locale?: Locale } }) => ({ messages: await modelFormsMessages(args.locale ?? 'de') }),
];

/** `element` as the page of `/`, with `loaderData` as its loader's answer and `answers` before the fixtures. */
export function ModelFormsStory({
  locale,
  messages,
  element,
  loaderData = null,
  answers = [],
}: ModelFormsStoryArgs & { element: ReactNode; loaderData?: unknown; answers?: FixtureAnswers }) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/', loader: () => loaderData, element }]);
  const dealer = testDealer();
  return (
    <QueryClientProvider client={queryClient}>
      <IntlProvider locale={`${locale}-CH`} messages={messages}>
        <ApiContextProvider value={storyApi(locale, answers)}>
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
