import { QueryClient } from '@tanstack/react-query';
import type { Dealer } from '@carweb/api-contracts';
import { createStaticHandler } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { HttpClientError, type ApiContext } from '@carweb/api-http';
import type { BrandConfig } from '@carweb/shared-util-brand';
import type { PageRoute } from './page-route';
import { critical } from './loader-contract';
import { pageDealer, routeContextFor, type RouteEnv } from './route-env';
import { createRouteTree } from './route-tree';
import { INDEX_FOLLOW, NO_INDEX_NO_FOLLOW, type RouteHandle } from './route-handle';
import { testBrand, testDealer } from '@carweb/shared-testing';

const DEALERS: Record<string, Dealer> = {
  multi: testDealer({ slug: 'multi', locales: ['fr', 'de', 'it'], defaultLocale: 'de' }),
  lugano: testDealer({ slug: 'lugano', locales: ['it'], defaultLocale: 'it' }),
};

const Empty = () => null;
const page = (id: string, pageType: RouteHandle['pageType'], extra: Partial<PageRoute> = {}): PageRoute => ({
  id,
  library: '@carweb/test',
  handle: { pageType, robots: INDEX_FOLLOW },
  Component: Empty,
  ...extra,
});

const DEALER_PAGES: PageRoute[] = [
  page('home', 'homepagePartnerWeb'),
  page('td', 'testdriveCheckoutPage', {
    routeKey: 'testDrive',
    path: ':id',
    handle: { pageType: 'testdriveCheckoutPage', robots: NO_INDEX_NO_FOLLOW, stickyChat: false, navType: 'checkout' },
  }),
  page('locations', 'subdealerPage', { routeKey: 'locations', path: ':subDealerSlug' }),
  page('location-about-us', 'aboutUsPage', { routeKey: 'locations', path: ':subDealerSlug/{aboutUs}' }),
  page('models', 'modelRangePage', { routeKey: 'models' }),
  page('chat-less', 'subscriptionPage', { routeKey: 'distribution', feature: 'stickyChat' }),
];
const SITE_PAGES: PageRoute[] = [
  page('search', 'dealerSearchPage', { routeKey: 'dealerSearch' }),
  page('magazine', 'builderContentPage', { routeKey: 'news', dontLocalizeRoutes: true }),
];

interface HandlerOptions {
  brand?: BrandConfig;
  dealerPages?: PageRoute[];
  sitePages?: PageRoute[];
  SiteLayout?: () => null;
  /** the site layout's prefetch, in the language it is asked for */
  sitePrefetches?: string[];
  /** counts the dealer service's calls */
  dealerCalls?: string[];
}

function handler(options: HandlerOptions = {}) {
  const brand = options.brand ?? { ...testBrand, features: { ...testBrand.features, stickyChat: false } };
  const routes = createRouteTree({
    brand,
    Root: Empty,
    RootErrorBoundary: Empty,
    PageErrorBoundary: Empty,
    rootLoader: ({ locale }) => ({ locale }),
    // like the site: one query on the request's QueryClient (the dealer route and its pages share it)
    loadDealer: (env, api, slug) =>
      env.queryClient.ensureQueryData({
        queryKey: ['dealer', api.locale, slug],
        queryFn: async () => {
          options.dealerCalls?.push(`${api.locale}/${slug}`);
          if (slug === 'broken') throw new HttpClientError(503, 'Service Unavailable');
          const dealer = DEALERS[slug];
          if (!dealer) throw new HttpClientError(404, 'Not Found');
          return dealer;
        },
      }),
    DealerLayout: Empty,
    SiteLayout: options.SiteLayout,
    prefetchSiteLayout: options.sitePrefetches
      ? async (_env, api) => {
          options.sitePrefetches?.push(api.locale);
        }
      : undefined,
    dealerPages: options.dealerPages ?? DEALER_PAGES,
    sitePages: options.sitePages ?? SITE_PAGES,
    NotFound: Empty,
  });
  const env: RouteEnv = {
    brand,
    queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }),
    api: (locale) => ({ locale }) as ApiContext,
  };
  const static_ = createStaticHandler(routes);
  // one route table, the request's env in the router's request context (decision 0016)
  return { query: (request: Request) => static_.query(request, { requestContext: routeContextFor(env) }) };
}

type Handler = ReturnType<typeof handler>;

async function query(path: string, h: Handler = handler()) {
  const result = await h.query(new Request(`http://site.test${path}`));
  if (result instanceof Response) return { status: result.status, location: result.headers.get('Location') };
  const handle = result.matches.at(-1)?.route.handle as RouteHandle | undefined;
  const dealerData = Object.entries(result.loaderData).find(([id]) => id.startsWith('dealer:'))?.[1] as { locale?: string } | undefined;
  const rootLocale = (result.loaderData['root'] as { locale?: string } | undefined)?.locale;
  return {
    status: result.statusCode,
    errorAt: Object.keys(result.errors ?? {}),
    location: null,
    pageType: handle?.pageType,
    locale: handle?.locale,
    area: handle?.area,
    handle,
    rootLocale,
    dealerLocale: dealerData?.locale,
  };
}

describe('route tree: redirects (SPEC §2)', () => {
  it.each([
    ['the product root → the dealer search', '/', 302, '/de/haendlersuche'],
    ['locale missing → default locale, keeping the query', '/haendler/multi?utm=1&x=2', 302, '/de/haendler/multi?utm=1&x=2'],
    ['locale missing on a sub-page → keeps the page', '/haendler/multi/probefahrt/7', 302, '/de/haendler/multi/probefahrt/7'],
    ["locale unsupported → the dealer's first locale", '/en/dealer/multi?x=1', 302, '/fr/concessionnaire/multi?x=1'],
    ['dealer does not exist → root redirect address', '/de/haendler/unknown', 302, '/de/haendlersuche'],
    ['unknown dealer (absence) → root redirect address', '/fr/concessionnaire/unknown', 302, '/de/haendlersuche'],
    ['one-locale dealer with language prefix → without', '/it/concessionario/lugano', 302, '/concessionario/lugano'],
    ['one-locale dealer in another language → its own', '/de/haendler/lugano', 302, '/concessionario/lugano'],
    ['unmatched path → first locale', '/nonsense/path?q=1', 302, '/de/nonsense/path?q=1'],
    [
      "alias segment → the table's segment, permanently",
      '/de/haendler/multi/garagen/oerlikon?x=1',
      301,
      '/de/haendler/multi/standorte/oerlikon?x=1',
    ],
    [
      'alias segment before a localized further path → the same page, permanently',
      '/fr/concessionnaire/multi/garages/oerlikon/a-propos-de-nous',
      301,
      '/fr/concessionnaire/multi/lieux/oerlikon/a-propos-de-nous',
    ],
  ])('%s: %s → %i %s', async (_label, path, status, location) => {
    expect(await query(path)).toMatchObject({ status, location });
  });
});

describe('route tree: pages', () => {
  it.each([
    ['/de/haendler/multi', 'homepagePartnerWeb', 'de'],
    ['/fr/concessionnaire/multi/essai-sur-route/7', 'testdriveCheckoutPage', 'fr'],
    ['/fr/concessionnaire/multi/mod%C3%A8les', 'modelRangePage', 'fr'],
    ['/it/concessionario/multi/luoghi/lugano-sud', 'subdealerPage', 'it'],
    ['/it/concessionario/multi/luoghi/lugano-sud/chi-siamo', 'aboutUsPage', 'it'],
    ['/concessionario/lugano', 'homepagePartnerWeb', 'it'],
    ['/it/ricerca-concessionari', 'dealerSearchPage', 'it'],
    ['/news', 'builderContentPage', 'de'],
  ])('%s renders %s in %s', async (path, pageType, locale) => {
    expect(await query(path)).toMatchObject({ status: 200, pageType, locale, rootLocale: locale });
  });

  it('every page route carries the route data keys of SPEC §2', async () => {
    const { handle } = await query('/fr/concessionnaire/multi/essai-sur-route/7');
    expect(handle).toMatchObject({
      pageType: 'testdriveCheckoutPage',
      locale: 'fr',
      robots: NO_INDEX_NO_FOLLOW,
      stickyChat: false,
      navType: 'checkout',
      trackingGroup: 'form',
      area: 'dealer',
      routeKey: 'testDrive',
      subPath: ':id',
    });
  });
});

describe('route tree: not-found (noindex, nofollow, status 404)', () => {
  it.each([
    ['empty root path of a language', '/de', 'site'],
    ['empty root path of a partner web', '/fr/concessionnaire', 'site'],
    ['the not-found route: partner-web prefix + /404', '/de/haendler/404', 'site'],
    ['the not-found route without language', '/concessionario/404', 'site'],
    ['unknown path below a language', '/de/nonsense', 'site'],
    ['unknown page inside a dealer (dealer frame)', '/de/haendler/multi/nonsense', 'dealer'],
    ["a page under another language's segment", '/de/haendler/multi/essai-sur-route/7', 'dealer'],
    ['a page of a feature the brand does not have', '/de/haendler/multi/kaufoptionen', 'dealer'],
  ])('%s: %s', async (_label, path, area) => {
    const result = await query(path);
    expect(result).toMatchObject({ status: 404, pageType: 'notFoundPage', area });
    expect(result.handle?.robots).toEqual(NO_INDEX_NO_FOLLOW);
  });
});

describe('route tree: outages answer 503 where the chrome is known (decision 0015)', () => {
  const failing = (status: number): PageRoute =>
    page('detail', 'vehicleDetailPage', {
      routeKey: 'vehicleMarket',
      path: ':slug',
      loader: () => critical(Promise.reject(new HttpClientError(status, 'x'))),
    });
  const notRedirected = (result: Awaited<ReturnType<typeof query>>) => expect(result.location).toBeNull();

  it('a dealer outage is a 503 for the root boundary (the dealer is unknown), not a redirect', async () => {
    const result = await query('/de/haendler/broken');
    notRedirected(result);
    expect(result.status).toBe(503);
    expect(result.errorAt).toEqual(['root']);
  });

  it("a page's outage below a dealer stays inside the dealer layout", async () => {
    const h = handler({ dealerPages: [...DEALER_PAGES, failing(503)] });
    const result = await query('/de/haendler/multi/auto-finden/x-1', h);
    expect(result.status).toBe(503);
    expect(result.errorAt).toEqual(['dealer:de:pages']);
  });

  it("a site page's outage stays inside the site layout", async () => {
    const h = handler({
      SiteLayout: Empty,
      sitePages: [page('search', 'dealerSearchPage', { routeKey: 'dealerSearch', loader: failing(500).loader })],
    });
    const result = await query('/de/haendlersuche', h);
    expect(result.status).toBe(503);
    expect(result.errorAt).toEqual(['site-layout:de:pages']);
  });
});

describe('route tree: brand variants', () => {
  it('child routes per brand: a feature page exists when the brand has the feature', async () => {
    const withFeature = handler({ brand: testBrand });
    expect(await query('/de/haendler/multi/kaufoptionen', withFeature)).toMatchObject({ status: 200, pageType: 'subscriptionPage' });
  });

  it('site pages below a language sit in the site layout, when there is one', async () => {
    const h = handler({ SiteLayout: Empty });
    const result = await h.query(new Request('http://site.test/fr/recherche-de-concessionnaires'));
    if (result instanceof Response) throw new Error('unexpected redirect');
    expect(result.matches.map((match) => match.route.id)).toEqual(['root', 'site-layout:fr', 'site-layout:fr:pages', 'search:fr']);
    expect(await query('/news', h)).toMatchObject({ status: 200, pageType: 'builderContentPage' });
  });

  it("the dealer route's loader data leaves the brand out (the page data has it once, decision 0023)", async () => {
    const result = await handler().query(new Request('http://site.test/de/haendler/multi'));
    if (result instanceof Response) throw new Error('unexpected redirect');
    const dealer = Object.entries(result.loaderData).find(([id]) => id.startsWith('dealer:'))?.[1];
    expect(dealer).toMatchObject({ locale: 'de', dealerSlug: 'multi', includeLocale: true });
    expect(dealer).not.toHaveProperty('brand');
  });

  it("the site layout's loader prefetches what its frame needs, in the page's language, and revalidates never", async () => {
    const sitePrefetches: string[] = [];
    const h = handler({ SiteLayout: Empty, sitePrefetches });
    const result = await h.query(new Request('http://site.test/fr/recherche-de-concessionnaires'));
    if (result instanceof Response) throw new Error('unexpected redirect');
    expect(sitePrefetches).toEqual(['fr']);
    expect(result.loaderData['site-layout:fr']).toBeNull();
    const layout = result.matches.find((match) => match.route.id === 'site-layout:fr')?.route;
    expect(layout?.shouldRevalidate?.({} as never)).toBe(false);
  });

  it('standalone mode puts the slug first', async () => {
    const h = handler({ brand: { ...testBrand, standalone: true } });
    expect(await query('/multi/fr/essai-sur-route/3', h)).toMatchObject({ status: 200, pageType: 'testdriveCheckoutPage', locale: 'fr' });
    expect(await query('/multi?a=b', h)).toMatchObject({ status: 302, location: '/multi/de?a=b' });
    // one bare route serves every one-locale dealer: the dealer's language wins over the route's
    expect(await query('/lugano', h)).toMatchObject({ status: 200, pageType: 'homepagePartnerWeb', rootLocale: 'it', dealerLocale: 'it' });
  });

  it('a prefix shared by two languages serves a one-locale dealer in its own language, loaders included', async () => {
    const seen: string[] = [];
    const bases: unknown[] = [];
    const home = page('home', 'homepagePartnerWeb', {
      loader: ({ locale, api, dealer }) => {
        seen.push(`${locale}/${api.locale}`);
        bases.push(dealer && { locale: dealer.locale, dealerSlug: dealer.dealerSlug, includeLocale: dealer.includeLocale });
        return null;
      },
    });
    const shared = { ...testBrand, partnerWebPrefix: { de: 'partner', fr: 'partenaire', it: 'partner', en: 'dealer' } };
    const h = handler({ brand: shared, dealerPages: [home] });
    expect(await query('/partner/lugano', h)).toMatchObject({ status: 200, rootLocale: 'it', dealerLocale: 'it' });
    expect(seen).toEqual(['it/it']);
    // the page loader gets the dealer base as matched: no language prefix for a one-locale dealer
    expect(bases).toEqual([{ locale: 'it', dealerSlug: 'lugano', includeLocale: false }]);
    await query('/fr/partenaire/multi', h);
    expect(bases.at(-1)).toEqual({ locale: 'fr', dealerSlug: 'multi', includeLocale: true });
    expect(await query('/partner/multi', h)).toMatchObject({ status: 302, location: '/de/partner/multi' });
  });

  it('a feature claiming the root wildcard replaces the catch-all', async () => {
    const builder = page('builder', 'builderContentPage', { claimsWildcard: true });
    const dealerClaim = handler({ dealerPages: [...DEALER_PAGES, builder] });
    expect(await query('/de/haendler/multi/any/content/page', dealerClaim)).toMatchObject({ status: 200, pageType: 'builderContentPage' });
    const siteClaim = handler({ sitePages: [...SITE_PAGES, builder] });
    expect(await query('/fr/any/content', siteClaim)).toMatchObject({ status: 200, pageType: 'builderContentPage', locale: 'fr' });
    expect(await query('/fr/concessionnaire/multi/nonsense', siteClaim)).toMatchObject({ status: 404 });
  });

  it('a second wildcard claimant is a start-up error', () => {
    const claim = (id: string) => page(id, 'builderContentPage', { claimsWildcard: true });
    expect(() => handler({ dealerPages: [...DEALER_PAGES, claim('a')], sitePages: [claim('b')] })).toThrow(
      'Only one feature may claim the root wildcard, but a and b do',
    );
  });
});

describe('route tree: a route owns its page chunk (decision 0028)', () => {
  const deferred = () => {
    let resolve = () => undefined as void;
    const promise = new Promise<void>((done) => {
      resolve = done;
    });
    return { promise, resolve };
  };

  it("the page's preload starts beside the loader, and the route answers when both are there", async () => {
    const events: string[] = [];
    const chunk = deferred();
    const home = page('home', 'homepagePartnerWeb', {
      loader: () => {
        events.push('loader');
        return { data: 1 };
      },
      preload: () => {
        events.push('preload');
        return chunk.promise.then(() => events.push('chunk'));
      },
    });
    const pending = query('/de/haendler/multi', handler({ dealerPages: [home] }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(events).toEqual(['loader', 'preload']);
    chunk.resolve();
    expect(await pending).toMatchObject({ status: 200, pageType: 'homepagePartnerWeb' });
    expect(events).toEqual(['loader', 'preload', 'chunk']);
  });

  it('a page without a loader still loads its code before it renders', async () => {
    const loaded: string[] = [];
    const search = page('search', 'dealerSearchPage', { routeKey: 'dealerSearch', preload: async () => loaded.push('search') });
    expect(await query('/de/haendlersuche', handler({ sitePages: [search] }))).toMatchObject({ status: 200 });
    expect(loaded).toEqual(['search']);
  });
});

describe("route tree: dealer pages get the dealer route's dealer, by its rule (decision 0028)", () => {
  const reading = (seen: unknown[]) =>
    page('home', 'homepagePartnerWeb', {
      loader: async (args) => {
        try {
          const dealer = await pageDealer(args);
          seen.push(dealer.slug);
          return { name: dealer.name };
        } catch (answer) {
          seen.push(answer instanceof Response ? `${answer.status} ${answer.headers.get('Location')}` : 'outage');
          throw answer;
        }
      },
    });

  it('the page reads the dealer the dealer route loaded: one call to the dealer service', async () => {
    const seen: unknown[] = [];
    const dealerCalls: string[] = [];
    expect(await query('/de/haendler/multi', handler({ dealerPages: [reading(seen)], dealerCalls }))).toMatchObject({ status: 200 });
    expect(seen).toEqual(['multi']);
    expect(dealerCalls).toEqual(['de/multi']);
  });

  it("an absent dealer is the dealer route's answer on the page too: the root redirect", async () => {
    const seen: unknown[] = [];
    expect(await query('/de/haendler/gibt-es-nicht', handler({ dealerPages: [reading(seen)] }))).toMatchObject({
      status: 302,
      location: '/de/haendlersuche',
    });
    expect(seen).toEqual(['302 /de/haendlersuche']);
  });

  it("a dealer outage is the dealer route's 503 on the page too, never a redirect", async () => {
    const seen: unknown[] = [];
    expect(await query('/de/haendler/broken', handler({ dealerPages: [reading(seen)] }))).toMatchObject({ status: 503, location: null });
    expect(seen).toEqual(['outage']);
  });

  it('a site page has no dealer: pageDealer says so', async () => {
    await expect(pageDealer({})).rejects.toThrow('does not sit below a dealer route');
  });
});
