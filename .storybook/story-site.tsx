import { use, useState, type ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router-dom';
import { dealerBySlugQuery } from '@carweb/api-dealer';
import { ApiContextProvider } from '@carweb/api-http';
import { DealerLayout, GenericErrorMessage, NotFoundPage, SiteChrome } from '@carweb/platform-layout';
import {
  createRouteTree,
  dealerBasePath,
  INDEX_FOLLOW,
  localeOfPath,
  routeContextFor,
  type DealerBase,
  type PageRoute,
  type RouteEnv,
} from '@carweb/platform-routing';
import type { Locale } from '@carweb/shared-util-brand';
import type { Messages } from '@carweb/shared-util-i18n';
import { StoryOutlet, StorySlot, type StorySite } from './story-providers';

const loading = new Map<Locale, Promise<Messages>>();

/**
 * The story as a page of the tree, answered by the site's `loader` if any; with `?pending` in its URL the loader never
 * answers (a navigation still loading).
 */
const storyPage = (id: string, loader: PageRoute['loader'], routeKey?: PageRoute['routeKey']): PageRoute => ({
  id,
  library: '@carweb/storybook',
  routeKey,
  handle: { pageType: routeKey ? 'dealerSearchPage' : 'homepagePartnerWeb', robots: INDEX_FOLLOW },
  loader: (args) => (new URL(args.request.url).searchParams.has('pending') ? new Promise(() => undefined) : (loader?.(args) ?? null)),
  Component: StoryOutlet,
});

interface StorySiteRouterProps {
  site: StorySite;
  url: string;
  /** the toolbar's brand, language and the story dealer */
  base: DealerBase;
  env: RouteEnv;
  loadMessagesOf?: (locale: Locale) => Promise<Messages>;
  children: ReactNode;
}

/**
 * `parameters.route.site` (.storybook/story-providers.tsx): the site's real route tree — dealer pages in the frame
 * (DealerLayout), site pages in the site layout, unknown paths the 404, a failing loader the generic message — with the
 * story as the dealer home and the dealer search, the dealer loaded by its slug (MSW), the language of the URL.
 */
export default function StorySiteRouter({ site, url, base, env, loadMessagesOf, children }: StorySiteRouterProps) {
  const intl = useIntl();
  const [router] = useState(() => {
    function Root() {
      const locale = localeOfPath(env.brand, useLocation().pathname);
      const ownLanguage = locale === base.locale || !loadMessagesOf;
      if (!loading.has(locale) && !ownLanguage) loading.set(locale, loadMessagesOf(locale));
      const messages = ownLanguage ? (intl.messages as Messages) : use(loading.get(locale) as Promise<Messages>);
      return (
        <IntlProvider locale={`${locale}-CH`} defaultLocale="de-CH" messages={messages}>
          <ApiContextProvider value={env.api(locale)}>
            <SiteChrome />
            <Outlet />
          </ApiContextProvider>
        </IntlProvider>
      );
    }
    const routes = createRouteTree({
      brand: env.brand,
      Root,
      RootErrorBoundary: () => <GenericErrorMessage />,
      PageErrorBoundary: () => <GenericErrorMessage />,
      rootLoader: () => null,
      loadDealer: async (_env, api, slug) => env.queryClient.ensureQueryData(dealerBySlugQuery(api, slug)),
      DealerLayout: site.frame ?? DealerLayout,
      SiteLayout: site.siteLayout,
      dealerPages: [storyPage('home', site.loader), ...(site.pages ?? [])],
      sitePages: [storyPage('dealer-search', site.loader, 'dealerSearch')],
      NotFound: () => <NotFoundPage homeHref={dealerBasePath(base)} />,
    });
    return createMemoryRouter(routes, { initialEntries: [url], getContext: () => routeContextFor(env) });
  });
  return (
    <StorySlot.Provider value={children}>
      <RouterProvider router={router} />
    </StorySlot.Provider>
  );
}
