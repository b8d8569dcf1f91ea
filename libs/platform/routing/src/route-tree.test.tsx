import { QueryClient } from '@tanstack/react-query';
import { createStaticHandler } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { ApiContext } from '@carweb/api-http';
import type { DealerLocales } from './dealer-locale-rules';
import { createRouteTree } from './route-tree';
import { INDEX_FOLLOW } from './route-handle';
import { testBrand } from './test-brand';

const DEALERS: Record<string, DealerLocales> = {
  multi: { locales: ['fr', 'de', 'it'], defaultLocale: 'de' },
  lugano: { locales: ['it'], defaultLocale: 'it' },
};

const Empty = () => null;

function handler() {
  const routes = createRouteTree({
    env: { brand: testBrand, queryClient: new QueryClient(), api: (locale) => ({ locale }) as ApiContext },
    Root: Empty,
    RootErrorBoundary: Empty,
    rootLoader: ({ locale }) => ({ locale }),
    loadDealer: async (_api, slug) => DEALERS[slug] ?? null,
    DealerLayout: Empty,
    dealerPages: [
      { id: 'home', handle: { pageType: 'homepagePartnerWeb', robots: INDEX_FOLLOW }, Component: Empty },
      { id: 'td', routeKey: 'testDrive', path: ':id', handle: { pageType: 'testdriveCheckoutPage', robots: INDEX_FOLLOW }, Component: Empty },
    ],
    sitePages: [{ id: 'search', routeKey: 'dealerSearch', handle: { pageType: 'dealerSearchPage', robots: INDEX_FOLLOW }, Component: Empty }],
    NotFound: Empty,
  });
  return createStaticHandler(routes);
}

async function query(path: string) {
  const result = await handler().query(new Request(`http://site.test${path}`));
  if (result instanceof Response) return { status: result.status, location: result.headers.get('Location') };
  return { status: result.statusCode, location: null, pageType: (result.matches.at(-1)?.route.handle as { pageType?: string })?.pageType };
}

describe('route tree built from the brand config', () => {
  it.each([
    ['/', 302, '/de/haendlersuche'],
    ['/haendler/multi?utm=1&x=2', 302, '/de/haendler/multi?utm=1&x=2'],
    ['/haendler/multi/probefahrt/7', 302, '/de/haendler/multi/probefahrt/7'],
    ['/en/dealer/multi', 302, '/fr/concessionnaire/multi'],
    ['/de/haendler/unknown', 302, '/de/haendlersuche'],
    ['/it/concessionario/lugano', 302, '/concessionario/lugano'],
  ])('%s → %i %s', async (path, status, location) => {
    expect(await query(path)).toMatchObject({ status, location });
  });

  it.each([
    ['/de/haendler/multi', 'homepagePartnerWeb'],
    ['/fr/concessionnaire/multi/essai-sur-route/7', 'testdriveCheckoutPage'],
    ['/concessionario/lugano', 'homepagePartnerWeb'],
    ['/it/ricerca-concessionari', 'dealerSearchPage'],
  ])('%s renders %s', async (path, pageType) => {
    expect(await query(path)).toMatchObject({ status: 200, pageType });
  });

  it.each(['/nonsense/path', '/de/haendler/multi/nonsense', '/de/haendler/multi/404', '/de/haendler/multi/essai-sur-route/7'])(
    '%s is the not-found page with status 404',
    async (path) => {
      expect(await query(path)).toMatchObject({ status: 404, pageType: 'notFoundPage' });
    },
  );
});
