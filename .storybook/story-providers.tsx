import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createContext, lazy, Suspense, useContext, useState, type ComponentType, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider, type ActionFunction, type RouteObject } from 'react-router-dom';
import { ApiContextProvider, proxiedBackendAddresses, type ApiContext } from '@carweb/api-http';
import {
  DealerBaseProvider,
  RouteEnvProvider,
  type DealerBase,
  type DealerRouteData,
  type PageRoute,
  type RouteEnv,
} from '@carweb/platform-routing';
import { themeToCssVariables, type BrandConfig, type Locale } from '@carweb/shared-util-brand';
import type { Messages } from '@carweb/shared-util-i18n';

/**
 * `parameters.route` of a story that renders a page or a part with links: it renders inside a memory data router, as
 * the one route `path` (default: every URL), or, with `site`, as the dealer home inside the site's real route tree.
 */
export interface StoryRoute {
  /** the URL the router starts at (default `/`); a function of the toolbar's dealer base, e.g. `dealerBasePath` */
  url?: string | ((base: DealerBase) => string);
  /** what the page's loader answers (`useLoaderData`); a function answers per URL, e.g. `?sent` after the action */
  loaderData?: unknown;
  /** the route's action, where the page's `<Form method="post">` goes (e.g. a lead form's `runLeadAction`) */
  action?: ActionFunction;
  /** what the action answered a POST without JavaScript (the page as the server renders it after a 422 or 503) */
  actionData?: unknown;
  /** the route's pattern, e.g. `/:slug` for `useParams` (default `*`); other URLs then show a link target */
  path?: string;
  /** the route's handle (page type, robots) as the site's page routes have it */
  handle?: unknown;
  /** a site page outside a dealer (the dealer search, an unknown dealer): no dealer base */
  outsideDealer?: boolean;
  /** the site's route tree (frames, 404, error boundaries, the dealer loaded by its slug); the story is the dealer home */
  site?: StorySite;
}

/** The site's route tree of a frame story (.storybook/story-site.tsx): the language follows the URL there. */
export interface StorySite {
  /** the frame of dealer pages (default: the real DealerLayout); it renders an `<Outlet />` where the page goes */
  frame?: ComponentType;
  /** the frame of site pages (the dealer search at /{locale}/haendlersuche, whose page is the story too) */
  siteLayout?: ComponentType;
  /** more dealer pages, e.g. one whose loader fails or never answers */
  pages?: PageRoute[];
  /** the story page's loader, e.g. the real route's (`dealerSearchRoute.loader`): it gets the site's loader arguments */
  loader?: PageRoute['loader'];
}

const StorySiteRouter = lazy(() => import('./story-site'));

/** The dealer of the sandbox's fixtures (apps/sandbox-api/src/seed/dealer-fixtures.ts) every dealer page of a story belongs to. */
export const STORY_DEALER_SLUG = 'auto-zentrum-zuerich';

/** What the story renders, for the route that shows it. */
export const StorySlot = createContext<ReactNode>(null);
function Slot() {
  return <>{useContext(StorySlot)}</>;
}

/** The story's slot in a route tree (the site's dealer home in .storybook/story-site.tsx). */
export const StoryOutlet = Slot;

export const storyUrl = (route: StoryRoute, base: DealerBase) => (typeof route.url === 'function' ? route.url(base) : (route.url ?? '/'));

function StoryRouter({ route, base, children }: { route: StoryRoute; base: DealerBase; children: ReactNode }) {
  const [router] = useState(() => {
    const loaderDataOf = (url: URL) => (typeof route.loaderData === 'function' ? route.loaderData(url) : (route.loaderData ?? null));
    const routes: RouteObject[] = [
      {
        path: route.path ?? '*',
        handle: route.handle,
        loader: ({ request }) => loaderDataOf(new URL(request.url)),
        action: route.action,
        element: <Slot />,
        HydrateFallback: () => null,
      },
    ];
    if (route.path && route.path !== '*') routes.push({ path: '*', element: <p>Link target</p> });
    // the route's id is '0': the page after an action (a POST without JavaScript) starts from its action's answer and
    // its loader data, as the server renders it; a first load that runs the loader would drop the action's answer
    const url = new URL(storyUrl(route, base), 'http://localhost');
    const hydrationData =
      route.actionData === undefined ? undefined : { loaderData: { '0': loaderDataOf(url) }, actionData: { '0': route.actionData } };
    return createMemoryRouter(routes, { initialEntries: [storyUrl(route, base)], hydrationData });
  });
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
  /** the messages of another language (a site story whose URL changes language) */
  loadMessagesOf?: (locale: Locale) => Promise<Messages>;
  children: ReactNode;
}

/**
 * What a page of the site has around it, for every story: the brand's tokens, the language's messages, a fresh query
 * cache, the API context (the browser's `/api/<service>` addresses, answered by MSW), route env and the fixture dealer.
 */
export function StoryProviders({ brand, locale, messages, route, loadMessagesOf, children }: StoryProvidersProps) {
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } }));
  const api = (language: Locale): ApiContext => ({
    locale: language,
    wholesaler: brand.wholesaler,
    country: brand.country,
    platform: brand.platform,
    backends: proxiedBackendAddresses(),
  });
  const env: RouteEnv = { brand, queryClient, api };
  const dealerBase: DealerRouteData = {
    brand,
    locale,
    dealerSlug: STORY_DEALER_SLUG,
    includeLocale: true,
    locales: brand.locales,
    defaultLocale: brand.defaultLocale,
  };
  const story = <Suspense fallback={<p role="status">…</p>}>{children}</Suspense>;
  const content = route?.site ? (
    <Suspense fallback={<p role="status">…</p>}>
      <StorySiteRouter site={route.site} url={storyUrl(route, dealerBase)} base={dealerBase} env={env} loadMessagesOf={loadMessagesOf}>
        {children}
      </StorySiteRouter>
    </Suspense>
  ) : route ? (
    <StoryRouter route={route} base={dealerBase}>
      {story}
    </StoryRouter>
  ) : (
    story
  );
  return (
    <IntlProvider locale={`${locale}-CH`} defaultLocale="de-CH" messages={messages}>
      <style>{`:root{${themeToCssVariables(brand.theme)}}`}</style>
      <QueryClientProvider client={queryClient}>
        <RouteEnvProvider env={env}>
          <ApiContextProvider value={api(locale)}>
            {/* the site's route tree provides the dealer base of its dealer pages itself */}
            {route?.outsideDealer || route?.site ? content : <DealerBaseProvider value={dealerBase}>{content}</DealerBaseProvider>}
          </ApiContextProvider>
        </RouteEnvProvider>
      </QueryClientProvider>
    </IntlProvider>
  );
}
