import { useMemo, type ComponentType } from 'react';
import { data, redirect, useLoaderData, type LoaderFunctionArgs, type RouteObject, type ShouldRevalidateFunction } from 'react-router-dom';
import type { Locale } from '@carweb/shared-util-brand';
import { DealerBaseProvider, type DealerRouteData, type DealerRouteLoaderData } from './dealer-base-context';
import { decideDealerLocale } from './dealer-locale-rules';
import { dealerBasePath, localeOfPath } from './dealer-path';
import { assertSingleWildcard, pageRoutes, type DealerOfRoute, type PageRoute, type RouteArea } from './page-route';
import { NO_INDEX_NO_FOLLOW, type RouteHandle } from './route-handle';
import { routeSegment } from './route-segments';
import { critical } from './loader-contract';
import { routeEnvOf, type RouteEnv } from './route-env';
import { useRouteEnv } from './route-env-context';
import { bareDealerLocale, bareLocales, requestLocale, type RouteTreeInput } from './route-tree-input';

export type { PageRoute } from './page-route';
export type { RouteTreeInput } from './route-tree-input';

const notFoundHandle = (locale: Locale, area: RouteArea): RouteHandle => ({
  pageType: 'notFoundPage',
  locale,
  area,
  robots: NO_INDEX_NO_FOLLOW,
  trackingGroup: null,
});
const notFoundLoader = () => data(null, { status: 404 });

function notFoundRoute(input: RouteTreeInput, id: string, path: string, locale: Locale, area: RouteArea): RouteObject {
  return { id, path, handle: notFoundHandle(locale, area), loader: notFoundLoader, Component: input.NotFound };
}

function DealerRoute({ Layout }: { Layout: ComponentType }) {
  const facts = useLoaderData() as DealerRouteLoaderData;
  const { brand } = useRouteEnv();
  const base = useMemo<DealerRouteData>(() => ({ ...facts, brand }), [facts, brand]);
  return (
    <DealerBaseProvider value={base}>
      <Layout />
    </DealerBaseProvider>
  );
}

/**
 * The one rule for a dealer (decision 0015, 0028): the dealer, or — when it does not exist — the redirect to the brand's
 * root redirect address; an outage answers 503. The dealer route applies it, and its pages get the same dealer by it
 * (`dealerEntity()`, the same query on the request's QueryClient), so no page answers an absent dealer its own way.
 */
const dealerOrAnswer =
  (input: RouteTreeInput): DealerOfRoute =>
  async (env, locale, dealerSlug) => {
    const dealer = await critical(input.loadDealer(env, env.api(locale), dealerSlug));
    if (!dealer) throw redirect(input.brand.rootRedirect);
    return dealer;
  };

/** Loads the dealer and applies the locale rules of SPEC §2 (redirects keep the query string). */
function dealerLoader(input: RouteTreeInput, locale: Locale, includeLocale: boolean) {
  const { brand } = input;
  const dealerOf = dealerOrAnswer(input);
  // the dealer and what its layout shows (footnotes, a content navigation), in one language
  const load = async (env: RouteEnv, inLocale: Locale, dealerSlug: string) =>
    (await Promise.all([dealerOf(env, inLocale, dealerSlug), input.prefetchDealerLayout?.(env, env.api(inLocale))]))[0];
  return async ({ request, params, context }: LoaderFunctionArgs): Promise<DealerRouteLoaderData> => {
    const env = routeEnvOf(context);
    const dealerSlug = params['dealerSlug'] ?? '';
    const dealer = await load(env, locale, dealerSlug);
    const decision = decideDealerLocale(dealer, includeLocale ? locale : undefined);
    if (decision.kind === 'redirect') {
      const url = new URL(request.url);
      const from = dealerBasePath({ brand, locale, dealerSlug, includeLocale });
      const to = dealerBasePath({ brand, locale: decision.locale, dealerSlug, includeLocale: decision.includeLocale });
      const rest = decision.locale === locale ? url.pathname.slice(from.length) : '';
      throw redirect(`${to}${rest}${url.search}`, 302);
    }
    // the dealer's data in its own language, for the components below (same query the pages use)
    if (decision.locale !== locale) await load(env, decision.locale, dealerSlug);
    return { locale: decision.locale, dealerSlug, includeLocale, locales: dealer.locales, defaultLocale: dealer.defaultLocale };
  };
}

/** The pages of a layout sit below a pathless route whose error boundary keeps the layout's header and footer. */
const withPageErrors = (input: RouteTreeInput, id: string, children: RouteObject[]): RouteObject => ({
  id: `${id}:pages`,
  ErrorBoundary: input.PageErrorBoundary,
  children,
});

function dealerRoute(input: RouteTreeInput, locale: Locale, includeLocale: boolean): RouteObject {
  const { brand } = input;
  const suffix = includeLocale ? '' : ':bare';
  const resolveLocale = includeLocale
    ? undefined
    : (params: LoaderFunctionArgs['params'], env: RouteEnv) => bareDealerLocale(input, env, locale, params['dealerSlug'] ?? '');
  const level = { resolveLocale, dealerOf: dealerOrAnswer(input) };
  const pages = input.dealerPages.flatMap((page) => pageRoutes(page, brand, locale, 'dealer', suffix, level));
  const claimsWildcard = input.dealerPages.some((page) => page.claimsWildcard);
  const catchAll = claimsWildcard ? [] : [notFoundRoute(input, `dealer-not-found:${locale}${suffix}`, '*', locale, 'dealer')];
  const id = `dealer:${locale}${suffix}`;
  return {
    id,
    path: dealerBasePath({ brand, locale, dealerSlug: ':dealerSlug', includeLocale }).slice(1),
    loader: dealerLoader(input, locale, includeLocale),
    element: <DealerRoute Layout={input.DealerLayout} />,
    children: [withPageErrors(input, id, [...pages, ...catchAll])],
  };
}

/**
 * The partner-web prefix of a locale: its root is an empty root path (not-found page) and
 * prefix + /404 is the not-found route (SPEC §2).
 */
function partnerWebRoutes(input: RouteTreeInput, locale: Locale, includeLocale: boolean): RouteObject[] {
  const { brand } = input;
  const prefix = brand.partnerWebPrefix[locale];
  if (brand.standalone || !prefix) return [];
  const base = includeLocale ? `${locale}/${prefix}` : prefix;
  const suffix = includeLocale ? '' : ':bare';
  const notFound = routeSegment('notFound', locale, brand.routeSegments);
  return [
    notFoundRoute(input, `partner-web-root:${locale}${suffix}`, base, locale, 'site'),
    notFoundRoute(input, `not-found:${locale}${suffix}`, `${base}/${notFound}`, locale, 'site'),
  ];
}

/** Everything below one language prefix: site pages, the empty root, dealers and the catch-all. */
function localeRoutes(input: RouteTreeInput, locale: Locale): RouteObject[] {
  const { brand } = input;
  const localized = input.sitePages.filter((page) => !page.dontLocalizeRoutes && !page.claimsWildcard);
  const wildcard = input.sitePages.find((page) => page.claimsWildcard);
  const prefixed = (route: RouteObject): RouteObject =>
    route.index ? { ...route, index: undefined, path: locale } : { ...route, path: `${locale}/${route.path}` };
  const catchAll = wildcard
    ? pageRoutes(wildcard, brand, locale, 'site', '').map(prefixed)
    : [notFoundRoute(input, `locale-not-found:${locale}`, `${locale}/*`, locale, 'site')];
  // SPEC §2: the empty root path of a language is the not-found page, unless a site page is its home
  const hasHome = localized.some((page) => !page.routeKey && !page.path);
  const emptyRoot = hasHome ? [] : [notFoundRoute(input, `locale-root:${locale}`, locale, locale, 'site')];
  const sitePages = localized.flatMap((page) => pageRoutes(page, brand, locale, 'site', '')).map(prefixed);
  return [
    ...inSiteLayout(
      input,
      `site-layout:${locale}`,
      [...emptyRoot, ...sitePages, ...partnerWebRoutes(input, locale, true), ...catchAll],
      locale,
    ),
    dealerRoute(input, locale, true),
  ];
}

/**
 * Site pages and site-level not-found pages sit in the site layout, when the site has one; its loader prefetches what
 * the frame needs (the footnotes of the language), so no site page fetches it after hydration (decision 0011).
 */
function inSiteLayout(input: RouteTreeInput, id: string, routes: RouteObject[], locale: Locale): RouteObject[] {
  if (!input.SiteLayout || routes.length === 0) return routes;
  const { prefetchSiteLayout } = input;
  const loader = prefetchSiteLayout
    ? async ({ context }: LoaderFunctionArgs) => {
        const env = routeEnvOf(context);
        await prefetchSiteLayout(env, env.api(locale));
        return null;
      }
    : undefined;
  return [{ id, Component: input.SiteLayout, loader, shouldRevalidate: () => false, children: [withPageErrors(input, id, routes)] }];
}

const rootShouldRevalidate =
  (input: RouteTreeInput): ShouldRevalidateFunction =>
  ({ currentUrl, nextUrl }) =>
    localeOfPath(input.brand, currentUrl.pathname) !== localeOfPath(input.brand, nextUrl.pathname) || (input.rootNeedsReload?.() ?? false);

/** Child routes per brand: a page tied to a feature exists only when the brand has it switched on. */
function forBrand(input: RouteTreeInput): RouteTreeInput {
  const enabled = (page: PageRoute) => !page.feature || input.brand.features[page.feature];
  const result = { ...input, dealerPages: input.dealerPages.filter(enabled), sitePages: input.sitePages.filter(enabled) };
  assertSingleWildcard([...result.dealerPages, ...result.sitePages]);
  return result;
}

/**
 * Turns brand config + feature pages into the react-router route tree (SPEC §2). Built once per
 * brand at start-up; loaders read the request's env from their `context` (decision 0016). `only` leaves out
 * the other languages' routes: the browser starts with the page's language and adds the rest on the first
 * navigation that needs them (decision 0032).
 */
export function createRouteTree(rawInput: RouteTreeInput, only: readonly Locale[] = rawInput.brand.locales): RouteObject[] {
  const input = forBrand(rawInput);
  const { brand } = input;
  const locales = brand.locales.filter((locale) => only.includes(locale));
  const rootPages = input.sitePages.filter((page) => page.dontLocalizeRoutes && !page.claimsWildcard);
  return [
    {
      id: 'root',
      path: '/',
      loader: async ({ request, context }) => {
        const env = routeEnvOf(context);
        return input.rootLoader({ request, env, locale: await requestLocale(input, env, request) });
      },
      shouldRevalidate: rootShouldRevalidate(input),
      Component: input.Root,
      ErrorBoundary: input.RootErrorBoundary,
      children: [
        // SPEC §1: the root address of the product redirects to the dealer search
        { id: 'root-redirect', index: true, loader: () => redirect(brand.rootRedirect) },
        ...rootPages.flatMap((page) => pageRoutes(page, brand, brand.defaultLocale, 'root', ':root')),
        ...locales.flatMap((locale) => localeRoutes(input, locale)),
        ...bareLocales(input)
          .filter((locale) => only.includes(locale))
          .flatMap((locale) => [
            ...inSiteLayout(input, `site-layout:${locale}:bare`, partnerWebRoutes(input, locale, false), locale),
            dealerRoute(input, locale, false),
          ]),
        {
          // SPEC §2: an unmatched path redirects to the first locale
          id: 'unmatched',
          path: '*',
          loader: ({ request }) => {
            const url = new URL(request.url);
            return redirect(`/${brand.locales[0]}${url.pathname}${url.search}`, 302);
          },
        },
      ],
    },
  ];
}
