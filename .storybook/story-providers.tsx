import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createContext, Suspense, useContext, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ApiContextProvider, proxiedBackendAddresses, type ApiContext } from '@carweb/api-http';
import { DealerBaseProvider, RouteEnvProvider, type RouteEnv } from '@carweb/platform-routing';
import { themeToCssVariables, type BrandConfig, type Locale } from '@carweb/shared-util-brand';
import type { Messages } from '@carweb/shared-util-i18n';

/** `parameters.route` of a story that renders a page or a part with links: it renders inside a memory data router. */
export interface StoryRoute {
  /** the URL the router starts at (default `/`) */
  url?: string;
  /** what the page's loader answers (`useLoaderData`) */
  loaderData?: unknown;
}

/** The dealer of the sandbox's fixtures (apps/sandbox-api/src/seed/dealer-fixtures.ts) every dealer page of a story belongs to. */
export const STORY_DEALER_SLUG = 'auto-zentrum-zuerich';

const StorySlot = createContext<ReactNode>(null);
function Slot() {
  return <>{useContext(StorySlot)}</>;
}

function StoryRouter({ route, children }: { route: StoryRoute; children: ReactNode }) {
  const [router] = useState(() =>
    createMemoryRouter([{ path: '*', loader: () => route.loaderData ?? null, element: <Slot />, HydrateFallback: () => null }], {
      initialEntries: [route.url ?? '/'],
    }),
  );
  return (
    <StorySlot.Provider value={children}>
      <RouterProvider router={router} />
    </StorySlot.Provider>
  );
}

interface StoryProvidersProps {
  brand: BrandConfig;
  locale: Locale;
  messages: Messages;
  route?: StoryRoute;
  children: ReactNode;
}

/**
 * What a page of the site has around it, for every story: the brand's tokens, the language's messages, a fresh query
 * cache, the API context (the browser's `/api/<service>` addresses, answered by MSW), route env and the fixture dealer.
 */
export function StoryProviders({ brand, locale, messages, route, children }: StoryProvidersProps) {
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } }));
  const api = (language: Locale): ApiContext => ({
    locale: language,
    wholesaler: brand.wholesaler,
    country: brand.country,
    platform: brand.platform,
    backends: proxiedBackendAddresses(),
  });
  const env: RouteEnv = { brand, queryClient, api };
  const dealerBase = {
    brand,
    locale,
    dealerSlug: STORY_DEALER_SLUG,
    includeLocale: true,
    locales: brand.locales,
    defaultLocale: brand.defaultLocale,
  };
  const story = <Suspense fallback={<p role="status">…</p>}>{children}</Suspense>;
  return (
    <IntlProvider locale={`${locale}-CH`} defaultLocale="de-CH" messages={messages}>
      <style>{`:root{${themeToCssVariables(brand.theme)}}`}</style>
      <QueryClientProvider client={queryClient}>
        <RouteEnvProvider env={env}>
          <ApiContextProvider value={api(locale)}>
            <DealerBaseProvider value={dealerBase}>{route ? <StoryRouter route={route}>{story}</StoryRouter> : story}</DealerBaseProvider>
          </ApiContextProvider>
        </RouteEnvProvider>
      </QueryClientProvider>
    </IntlProvider>
  );
}
