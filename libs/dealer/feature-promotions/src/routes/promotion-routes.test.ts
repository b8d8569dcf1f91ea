// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { vehicleCardList } from '@carweb/api-core';
import { dealerBySlugQuery } from '@carweb/api-dealer';
import { isOutageResponse, type PageLoaderArgs } from '@carweb/platform-routing';
import { pageLoaderArgs } from '@carweb/platform-routing/testing';
import {
  promotionFixture,
  promotionListFixture,
  promotionPageBuilderFixture,
  serviceThemePromotionFixture,
  testBrand,
  testDealer,
  vehicleFixture,
} from '@carweb/shared-testing';
import { loadPromotionList, loadPromotionUnavailable } from './promotion-list-loaders';
import { loadPromotion } from './promotion-loader';
import { promotionSlugSelector } from './promotion-routes';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    statusText: status === 200 ? 'OK' : 'Error',
    headers: { 'Content-Type': 'application/json' },
  });

type Answer = Response | (() => Response);
/** The backend: each call answered by the first rule whose URL part matches; unknown calls are 404. */
function backend(rules: Record<string, Answer>) {
  return vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    const rule = Object.entries(rules).find(([part]) => url.includes(part));
    if (!rule) return json({ error: 'notFound' }, 404);
    return typeof rule[1] === 'function' ? rule[1]() : rule[1].clone();
  });
}

// outages are logged; the tests look at the answer
beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

const cars = { vehicles: [vehicleFixture()], totalMatches: 13, currentPage: 1, error: false };

function args(path: string, fetch: typeof globalThis.fetch, params: Record<string, string> = {}): PageLoaderArgs {
  return pageLoaderArgs({
    path,
    fetch,
    brand: testBrand,
    params,
    backends: { core: 'http://core.test', dealer: 'http://dealer.test', content: 'http://content.test' },
    dealer: 'auto-zentrum-zuerich',
    // the dealer route's dealer (decision 0028): the backend's answer to the same query
    dealerQuery: dealerBySlugQuery,
  });
}

/** What a loader threw: a redirect's status and target, or the outage answer. */
async function thrown(run: Promise<unknown>) {
  const error = await run.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (error instanceof Response) return { status: error.status, location: error.headers.get('Location') };
  return { outage: isOutageResponse(error) };
}

const detail = (path: string, fetch: typeof globalThis.fetch, slug: string) => loadPromotion(args(path, fetch, { slug }), 'promotion');
const serviceTheme = (path: string, fetch: typeof globalThis.fetch, slug: string) =>
  loadPromotion(args(path, fetch, { slug }), 'serviceTheme');

const DETAIL = '/de/haendler/auto-zentrum-zuerich/aktionen/gratis-winterraeder';

describe('promotion detail loader (SPEC §2 failure rules, decision 0015)', () => {
  it('loads the promotion and prefetches its first 6 vehicles (market platform, dealer) and its builder content', async () => {
    const fetch = backend({
      '/dealer-slug/': json(testDealer()),
      '/dealer/promotion/gratis-winterraeder': json(promotionFixture({ isBuilderIoContent: true, builderIoPageId: 'campaign-page-100' })),
      '/list': json(cars),
      '/page-builder/': json(promotionPageBuilderFixture()),
    });
    const loaderArgs = args(DETAIL, fetch, { slug: 'gratis-winterraeder' });
    expect(await loadPromotion(loaderArgs, 'promotion')).toEqual({
      dealerId: 100,
      dealerSlug: 'auto-zentrum-zuerich',
      slug: 'gratis-winterraeder',
    });
    const calls = fetch.mock.calls.map(([url]) => decodeURIComponent(String(url)));
    expect(calls).toContainEqual(
      'http://core.test/de/kia/ch/corporate/list?locale=de&filter={"cond":["new","demo"],"limit":6,"page":1}&dealerSlug=auto-zentrum-zuerich',
    );
    expect(calls).toContainEqual('http://content.test/page-builder/campaign-and-news-page/campaign-page-100?locale=de');
    // the list query caches the vehicles as cards (what the promotion's vehicle tiles read)
    expect(loaderArgs.env.queryClient.getQueriesData({ queryKey: ['core', 'list'] }).map(([, data]) => data)).toEqual([
      vehicleCardList(cars),
    ]);
  });

  it('an unknown or expired promotion (404) redirects (302) to the not-available page, naming it', async () => {
    const fetch = backend({ '/dealer-slug/': json(testDealer()) });
    expect(await thrown(detail(DETAIL, fetch, 'gratis-winterraeder'))).toEqual({
      status: 302,
      location: '/de/haendler/auto-zentrum-zuerich/aktion-nicht-verfuegbar?promotion=gratis-winterraeder',
    });
    const gone = backend({ '/dealer-slug/': json(testDealer()), '/promotion/': json({ error: 'gone' }, 410) });
    expect(await thrown(detail('/fr/concessionnaire/auto-zentrum-zuerich/actions/x', gone, 'x'))).toEqual({
      status: 302,
      location: '/fr/concessionnaire/auto-zentrum-zuerich/action-non-disponible?promotion=x',
    });
  });

  it('a promotion past its last day counts as absent', async () => {
    const fetch = backend({
      '/dealer-slug/': json(testDealer()),
      '/promotion/': json(promotionFixture({ validUntil: '2020-01-31' })),
    });
    expect(await thrown(detail(DETAIL, fetch, 'gratis-winterraeder'))).toMatchObject({ status: 302 });
  });

  it('an outage of the dealer service (5xx, malformed answer) is a 503, never the redirect', async () => {
    const down = backend({ '/dealer-slug/': json(testDealer()), '/promotion/': json({ error: 'down' }, 503) });
    expect(await thrown(detail(DETAIL, down, 'gratis-winterraeder'))).toEqual({ outage: true });
    const malformed = backend({ '/dealer-slug/': json(testDealer()), '/promotion/': json({ title: 42 }) });
    expect(await thrown(detail(DETAIL, malformed, 'gratis-winterraeder'))).toEqual({ outage: true });
  });

  it('failing vehicles or builder content do not break the page', async () => {
    const fetch = backend({
      '/dealer-slug/': json(testDealer()),
      '/promotion/': json(promotionFixture({ isBuilderIoContent: true, builderIoPageId: 'campaign-page-100' })),
      '/list': json({ error: 'down' }, 500),
      '/page-builder/': json({ error: 'down' }, 502),
    });
    await expect(detail(DETAIL, fetch, 'gratis-winterraeder')).resolves.toMatchObject({ slug: 'gratis-winterraeder' });
  });

  it('a promotion asked by its slug of another language redirects (301) to its slug in the page language', async () => {
    const fetch = backend({ '/dealer-slug/': json(testDealer()), '/promotion/': json(promotionFixture()) });
    expect(
      await thrown(detail('/fr/concessionnaire/auto-zentrum-zuerich/actions/gratis-winterraeder?x=1', fetch, 'gratis-winterraeder')),
    ).toEqual({
      status: 301,
      location: '/fr/concessionnaire/auto-zentrum-zuerich/actions/roues-hiver-offertes?x=1',
    });
  });

  it('each kind of promotion has one page: a service theme redirects (301) to services/{slug} and back', async () => {
    const theme = backend({ '/dealer-slug/': json(testDealer()), '/promotion/': json(serviceThemePromotionFixture()) });
    expect(await thrown(detail('/de/haendler/auto-zentrum-zuerich/aktionen/winter-check', theme, 'winter-check'))).toEqual({
      status: 301,
      location: '/de/haendler/auto-zentrum-zuerich/services/winter-check',
    });
    await expect(serviceTheme('/de/haendler/auto-zentrum-zuerich/services/winter-check', theme, 'winter-check')).resolves.toMatchObject({
      slug: 'winter-check',
    });
    const sales = backend({ '/dealer-slug/': json(testDealer()), '/promotion/': json(promotionFixture()) });
    expect(
      await thrown(serviceTheme('/de/haendler/auto-zentrum-zuerich/services/gratis-winterraeder', sales, 'gratis-winterraeder')),
    ).toEqual({
      status: 301,
      location: '/de/haendler/auto-zentrum-zuerich/aktionen/gratis-winterraeder',
    });
  });

  it('the language switch finds the promotion’s slugs in the cached promotion', async () => {
    const fetch = backend({ '/dealer-slug/': json(testDealer()), '/promotion/': json(promotionFixture()), '/list': json(cars) });
    const loaderArgs = args(DETAIL, fetch, { slug: 'gratis-winterraeder' });
    await loadPromotion(loaderArgs, 'promotion');
    const select = (slug: string) => promotionSlugSelector({ queryClient: loaderArgs.env.queryClient, params: { slug }, locale: 'de' });
    expect(select('gratis-winterraeder')).toEqual(promotionFixture().slugLocalizations);
    expect(select('unknown')).toBeUndefined();
  });
});

describe('promotion list and not-available loaders', () => {
  const LIST = '/de/haendler/auto-zentrum-zuerich/aktionen';
  it('the list needs its promotions: an outage is a 503', async () => {
    const ok = backend({ '/dealer-slug/': json(testDealer()), '/promotions': json(promotionListFixture()) });
    expect(await loadPromotionList(args(LIST, ok))).toEqual({ dealerId: 100 });
    const down = backend({ '/dealer-slug/': json(testDealer()), '/promotions': json({ error: 'down' }, 500) });
    expect(await thrown(loadPromotionList(args(LIST, down)))).toEqual({ outage: true });
  });

  it('the not-available page knows whether a promotion was asked for and never fails for the current offers', async () => {
    const UNAVAILABLE = '/de/haendler/auto-zentrum-zuerich/aktion-nicht-verfuegbar';
    const down = backend({ '/dealer-slug/': json(testDealer()), '/promotions': json({ error: 'down' }, 500) });
    expect(await loadPromotionUnavailable(args(`${UNAVAILABLE}?promotion=weg`, down))).toEqual({ dealerId: 100, requested: true });
    expect(await loadPromotionUnavailable(args(UNAVAILABLE, down))).toEqual({ dealerId: 100, requested: false });
  });

  it('a dealer that does not exist is the dealer route’s to answer (decision 0028): the loaders pass its answer on', async () => {
    const answer = new Response(null, { status: 302, headers: { Location: '/de/haendlersuche' } });
    const absent = (path: string, params: Record<string, string> = {}) => ({
      ...args(path, backend({}), params),
      dealerEntity: () => Promise.reject(answer),
    });
    await expect(loadPromotionList(absent(LIST))).rejects.toBe(answer);
    await expect(loadPromotion(absent(DETAIL, { slug: 'gratis-winterraeder' }), 'promotion')).rejects.toBe(answer);
  });
});
