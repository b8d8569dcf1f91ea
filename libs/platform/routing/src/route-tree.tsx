import type { ComponentType } from 'react';
import { data, redirect, useLoaderData, type LoaderFunctionArgs, type RouteObject, type ShouldRevalidateFunction } from 'react-router-dom';
import type { Locale } from '@carweb/shared-util-brand';
import type { ApiContext } from '@carweb/api-http';
import { DealerBaseProvider } from './dealer-base-context';
import { decideDealerLocale, type DealerLocales } from './dealer-locale-rules';
import { dealerBasePath, localeOfPath, type DealerBase } from './dealer-path';
import { NO_INDEX_NO_FOLLOW, type RouteHandle } from './route-handle';
import type { PageLoaderArgs, RouteEnv } from './route-env';
import { routeSegment, type RouteKey } from './route-segments';

/** A page a feature library contributes; it never hard-codes a localized path. */
export interface PageRoute {
  id: string;
  /** localized segment below the base; omitted = the index page of the base */
  routeKey?: RouteKey;
  /** further path after the segment, e.g. ':slug' */
  path?: string;
  handle: Omit<RouteHandle, 'locale'>;
  loader?: (args: PageLoaderArgs) => unknown;
  Component: ComponentType;
}

export interface RouteTreeInput {
  env: RouteEnv;
  Root: ComponentType;
  RootErrorBoundary: ComponentType;
  rootLoader: (args: { request: Request; locale: Locale }) => unknown;
  /** loads the dealer a dealer route is about; null when it does not exist */
  loadDealer: (api: ApiContext, dealerSlug: string) => Promise<DealerLocales | null>;
  DealerLayout: ComponentType;
  dealerPages: PageRoute[];
  sitePages: PageRoute[];
  NotFound: ComponentType;
}

const notFoundHandle = (locale: Locale): RouteHandle => ({ pageType: 'notFoundPage', locale, robots: NO_INDEX_NO_FOLLOW });
const notFoundLoader = () => data(null, { status: 404 });

function pageRoute(page: PageRoute, env: RouteEnv, locale: Locale, idSuffix: string): RouteObject | null {
  const segment = page.routeKey ? routeSegment(page.routeKey, locale, env.brand.routeSegments) : '';
  if (segment === undefined) return null;
  const path = [segment, page.path].filter(Boolean).join('/');
  const handle: RouteHandle = { ...page.handle, locale };
  const pageLoader = page.loader;
  const loader = pageLoader
    ? ({ request, params }: LoaderFunctionArgs) => pageLoader({ request, params, env, locale, api: env.api(locale) })
    : undefined;
  const base = { id: `${page.id}:${locale}${idSuffix}`, handle, loader, Component: page.Component };
  return path ? { ...base, path } : { ...base, index: true };
}

function DealerRoute({ Layout }: { Layout: ComponentType }) {
  const base = useLoaderData() as DealerBase;
  return (
    <DealerBaseProvider value={base}>
      <Layout />
    </DealerBaseProvider>
  );
}

function dealerRoute(input: RouteTreeInput, locale: Locale, includeLocale: boolean): RouteObject {
  const { env } = input;
  const { brand } = env;
  const suffix = includeLocale ? '' : ':bare';
  const path = dealerBasePath({ brand, locale, dealerSlug: ':dealerSlug', includeLocale }).slice(1);
  const children = input.dealerPages
    .map((page) => pageRoute(page, env, locale, suffix))
    .filter((route): route is RouteObject => route !== null);
  const notFoundSegment = routeSegment('notFound', locale, brand.routeSegments) ?? '404';
  for (const notFoundPath of [notFoundSegment, '*']) {
    children.push({
      id: `dealer-not-found:${notFoundPath}:${locale}${suffix}`,
      path: notFoundPath,
      handle: notFoundHandle(locale),
      loader: notFoundLoader,
      Component: input.NotFound,
    });
  }
  return {
    id: `dealer:${locale}${suffix}`,
    path,
    handle: { locale },
    async loader({ request, params }): Promise<DealerBase> {
      const dealerSlug = params['dealerSlug'] ?? '';
      const dealer = await input.loadDealer(env.api(locale), dealerSlug).catch(() => null);
      if (!dealer) throw redirect(brand.rootRedirect);
      const decision = decideDealerLocale(dealer, includeLocale ? locale : undefined);
      if (decision.kind === 'redirect') {
        const url = new URL(request.url);
        const from = dealerBasePath({ brand, locale, dealerSlug, includeLocale });
        const to = dealerBasePath({ brand, locale: decision.locale, dealerSlug, includeLocale: decision.includeLocale });
        const rest = decision.locale === locale ? url.pathname.slice(from.length) : '';
        throw redirect(`${to}${rest}${url.search}`, 302);
      }
      return { brand, locale, dealerSlug, includeLocale };
    },
    element: <DealerRoute Layout={input.DealerLayout} />,
    children,
  };
}

/** Locales whose partner-web prefix is not shared with an earlier locale: they get a route without language. */
function bareLocales(input: RouteTreeInput): Locale[] {
  const { brand } = input.env;
  const seen = new Set<string>();
  return brand.locales.filter((locale) => {
    const key = brand.standalone ? '' : (brand.partnerWebPrefix[locale] ?? '');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

const rootShouldRevalidate =
  (input: RouteTreeInput): ShouldRevalidateFunction =>
  ({ currentUrl, nextUrl }) =>
    localeOfPath(input.env.brand, currentUrl.pathname) !== localeOfPath(input.env.brand, nextUrl.pathname);

/** Turns brand config + feature pages into the react-router route tree (SPEC §2). */
export function createRouteTree(input: RouteTreeInput): RouteObject[] {
  const { brand } = input.env;
  const sitePages = brand.locales.flatMap((locale) =>
    input.sitePages
      .map((page) => pageRoute(page, input.env, locale, ''))
      .filter((route): route is RouteObject => route !== null)
      .map((route) => ({ ...route, path: `${locale}/${route.path ?? ''}` })),
  );
  const dealerRoutes = [
    ...brand.locales.map((locale) => dealerRoute(input, locale, true)),
    ...bareLocales(input).map((locale) => dealerRoute(input, locale, false)),
  ];
  return [
    {
      id: 'root',
      path: '/',
      loader: ({ request }) => input.rootLoader({ request, locale: localeOfPath(brand, new URL(request.url).pathname) }),
      shouldRevalidate: rootShouldRevalidate(input),
      Component: input.Root,
      ErrorBoundary: input.RootErrorBoundary,
      children: [
        { id: 'root-redirect', index: true, loader: () => redirect(brand.rootRedirect) },
        ...sitePages,
        ...dealerRoutes,
        {
          id: 'not-found',
          path: '*',
          handle: notFoundHandle(brand.defaultLocale),
          loader: notFoundLoader,
          Component: input.NotFound,
        },
      ],
    },
  ];
}
