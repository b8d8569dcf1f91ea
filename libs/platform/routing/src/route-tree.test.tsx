import { QueryClient } from '@tanstack/react-query';
import { createStaticHandler } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { ApiContext } from '@carweb/api-http';
import type { BrandConfig } from '@carweb/shared-util-brand';
import type { DealerLocales } from './dealer-locale-rules';
import type { PageRoute } from './page-route';
import { createRouteTree } from './route-tree';
import { INDEX_FOLLOW, NO_INDEX_NO_FOLLOW, type RouteHandle } from './route-handle';
import { testBrand } from '@carweb/shared-testing';

const DEALERS: Record<string, DealerLocales> = {
  multi: { locales: ['fr', 'de', 'it'], defaultLocale: 'de' },
  lugano: { locales: ['it'], defaultLocale: 'it' },
};

const Empty = () => null;
const page = (id: string, pageType: RouteHandle['pageType'], extra: Partial<PageRoute> = {}): PageRoute => ({
  id,
  handle: { pageType, robots: INDEX_FOLLOW },
  Component: Empty,
  ...extra,
});

const DEALER_PAGES: PageRoute[] = [
  page('home', 'homepagePartnerWeb'),
  page('td', 'testdriveCheckoutPage', { routeKey: 'testDrive', path: ':id', handle: { pageType: 'testdriveCheckoutPage', robots: NO_INDEX_NO_FOLLOW, stickyChat: false, navType: 'checkout' } }),
  page('locations', 'subdealerPage', { routeKey: 'locations', path: ':subDealerSlug' }),
  page('models', 'modelRangePage', { routeKey: 'models' }),
  page('chat-less', 'subscriptionPage', { routeKey: 'distribution', feature: 'stickyChat' }),
];
const SITE_PAGES: PageRoute[] = [
  page('search', 'dealerSearchPage', { routeKey: 'dealerSearch' }),
  page('magazine', 'builderContentPage', { routeKey: 'news', dontLocalizeRoutes: true }),
];

function handler(options: { brand?: BrandConfig; dealerPages?: PageRoute[]; sitePages?: PageRoute[]; SiteLayout?: () => null } = {}) {
  const brand = options.brand ?? { ...testBrand, features: { ...testBrand.features, stickyChat: false } };
  const routes = createRouteTree({
    env: { brand, queryClient: new QueryClient(), api: (locale) => ({ locale }) as ApiContext },
    Root: Empty,
    RootErrorBoundary: Empty,
    rootLoader: ({ locale }) => ({ locale }),
    loadDealer: async (_api, slug) => {
      if (slug === 'broken') throw new Error('HTTP Client 500 Internal Server Error');
      return DEALERS[slug] ?? null;
    },
    DealerLayout: Empty,
    SiteLayout: options.SiteLayout,
    dealerPages: options.dealerPages ?? DEALER_PAGES,
    sitePages: options.sitePages ?? SITE_PAGES,
    NotFound: Empty,
  });
  return createStaticHandler(routes);
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
    ['locale unsupported → the dealer\'s first locale', '/en/dealer/multi?x=1', 302, '/fr/concessionnaire/multi?x=1'],
    ['dealer does not exist → root redirect address', '/de/haendler/unknown', 302, '/de/haendlersuche'],
    ['dealer fails to load → root redirect address', '/fr/concessionnaire/broken', 302, '/de/haendlersuche'],
    ['one-locale dealer with language prefix → without', '/it/concessionario/lugano', 302, '/concessionario/lugano'],
    ['one-locale dealer in another language → its own', '/de/haendler/lugano', 302, '/concessionario/lugano'],
    ['unmatched path → first locale', '/nonsense/path?q=1', 302, '/de/nonsense/path?q=1'],
    ['alias segment → the table\'s segment, permanently', '/de/haendler/multi/garagen/oerlikon?x=1', 301, '/de/haendler/multi/standorte/oerlikon?x=1'],
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
    ['a page under another language\'s segment', '/de/haendler/multi/essai-sur-route/7', 'dealer'],
    ['a page of a feature the brand does not have', '/de/haendler/multi/kaufoptionen', 'dealer'],
  ])('%s: %s', async (_label, path, area) => {
    const result = await query(path);
    expect(result).toMatchObject({ status: 404, pageType: 'notFoundPage', area });
    expect(result.handle?.robots).toEqual(NO_INDEX_NO_FOLLOW);
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
    expect(result.matches.map((match) => match.route.id)).toEqual(['root', 'site-layout:fr', 'search:fr']);
    expect(await query('/news', h)).toMatchObject({ status: 200, pageType: 'builderContentPage' });
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
