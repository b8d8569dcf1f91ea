// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { dealerBySlugQuery } from '@carweb/api-dealer';
import { isOutageResponse, type PageLoaderArgs } from '@carweb/platform-routing';
import { pageLoaderArgs } from '@carweb/platform-routing/testing';
import {
  pageBuilderFixture,
  serviceDetailFixture,
  serviceListFixture,
  servicePageFixture,
  testBrand,
  testDealer,
  workshopServicesFixture,
} from '@carweb/shared-testing';
import { loadServiceDetail, loadServiceList } from './service-loaders';
import { serviceSlugSelector } from './service-routes';

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

beforeEach(() => {
  // outages are logged; the tests look at the answer
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

function args(path: string, fetch: typeof globalThis.fetch, slug?: string): PageLoaderArgs {
  return pageLoaderArgs({
    path,
    fetch,
    brand: testBrand,
    params: slug ? { slug } : {},
    backends: { dealer: 'http://dealer.test', content: 'http://content.test' },
    dealer: 'auto-zentrum-zuerich',
    // the dealer route's dealer (decision 0028): the backend's answer to the same query
    dealerQuery: dealerBySlugQuery,
  });
}

/** What a loader threw: a redirect's status and target, or whether it was the outage answer. */
async function thrown(run: Promise<unknown>) {
  const error = await run.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (error instanceof Response) return { status: error.status, location: error.headers.get('Location') };
  return { outage: isOutageResponse(error) };
}

const HOME = '/de/haendler/auto-zentrum-zuerich';
const dealer = json(testDealer());

describe('service list loader (SPEC §2, decision 0015)', () => {
  it('loads the services and prefetches the overview texts and workshop services', async () => {
    const fetch = backend({
      '/dealer-slug/': dealer,
      '/service-list': json(serviceListFixture()),
      '/service-page': json(servicePageFixture()),
      '/workshop-services': json(workshopServicesFixture()),
    });
    const loaderArgs = args(`${HOME}/service`, fetch);
    expect(await loadServiceList(loaderArgs)).toEqual({ dealerId: 100 });
    expect(loaderArgs.env.queryClient.getQueryData(['dealer', 'workshop-services', 'de', 100])).toHaveLength(4);
    expect(loaderArgs.env.queryClient.getQueryData(['dealer', 'service-page', 'de', 100])).toEqual(servicePageFixture());
  });

  it('caches the workshop services per dealer and language: a second visit asks nobody, another language asks again', async () => {
    const fetch = backend({
      '/dealer-slug/': dealer,
      '/service-list': json(serviceListFixture()),
      '/workshop-services': json(workshopServicesFixture()),
    });
    const workshopCalls = () => fetch.mock.calls.filter(([url]) => String(url).includes('/workshop-services')).map(([url]) => String(url));
    const first = args(`${HOME}/service`, fetch);
    await loadServiceList(first);
    await loadServiceList({ ...first, request: new Request(`http://site.test${HOME}/service`) });
    expect(workshopCalls()).toHaveLength(1);
    const french = args('/fr/concessionnaire/auto-zentrum-zuerich/service', fetch);
    await loadServiceList({ ...french, env: first.env });
    expect(workshopCalls()).toHaveLength(2);
    expect(workshopCalls()[1]).toContain('locale=fr');
  });

  it.each([
    ['the dealer service answers 404 (Failed to load service list)', () => json({ error: 'Failed to load service list' }, 404)],
    ['the list is empty', () => json([])],
  ])('redirects (302) to the dealer home when %s', async (_case, answer) => {
    const fetch = backend({ '/dealer-slug/': dealer, '/service-list': answer });
    expect(await thrown(loadServiceList(args(`${HOME}/service`, fetch)))).toEqual({ status: 302, location: HOME });
    expect(console.warn).toHaveBeenCalledWith('Failed to load service list', { dealerId: 100 });
  });

  it.each([
    ['a 503', () => json({ error: 'down' }, 503)],
    ['a malformed body', () => json([{ id: 1 }])],
  ])('answers an outage (%s) with the 503, never a redirect', async (_case, answer) => {
    const fetch = backend({ '/dealer-slug/': dealer, '/service-list': answer });
    expect(await thrown(loadServiceList(args(`${HOME}/service`, fetch)))).toEqual({ outage: true });
  });

  it('does without the overview texts and workshop services when they fail', async () => {
    const down = () => json({ error: 'down' }, 500);
    const fetch = backend({
      '/dealer-slug/': dealer,
      '/service-list': json(serviceListFixture()),
      '/service-page': down,
      '/workshop-services': down,
    });
    expect(await loadServiceList(args(`${HOME}/service`, fetch))).toEqual({ dealerId: 100 });
  });
});

describe('service detail loader (SPEC §2, decision 0015)', () => {
  const path = `${HOME}/service/reifenservice`;

  it('loads the service with its page-builder content', async () => {
    const builder = pageBuilderFixture('service-page', 'service-page-100-tyres');
    const fetch = backend({
      '/dealer-slug/': dealer,
      '/service-detail/reifenservice': json(serviceDetailFixture({ isBuilderIoContent: true, builderIoPageId: 'service-page-100-tyres' })),
      '/page-builder/service-page/service-page-100-tyres': json(builder),
      '/service-list': json(serviceListFixture()),
    });
    const loaderArgs = args(path, fetch, 'reifenservice');
    expect(await loadServiceDetail(loaderArgs)).toEqual({ dealerId: 100, slug: 'reifenservice' });
    expect(loaderArgs.env.queryClient.getQueryData(['content', 'page-builder', 'de', 'service-page', 'service-page-100-tyres'])).toEqual(
      builder,
    );
  });

  it('redirects (302) an unknown service to the dealer home', async () => {
    const fetch = backend({ '/dealer-slug/': dealer, '/service-detail/': json({ error: 'No services available' }, 404) });
    expect(await thrown(loadServiceDetail(args(`${HOME}/service/gibt-es-nicht`, fetch, 'gibt-es-nicht')))).toEqual({
      status: 302,
      location: HOME,
    });
  });

  it('answers an outage of the service with the 503', async () => {
    const fetch = backend({ '/dealer-slug/': dealer, '/service-detail/': () => json({ error: 'down' }, 502) });
    expect(await thrown(loadServiceDetail(args(path, fetch, 'reifenservice')))).toEqual({ outage: true });
  });

  it('renders the service without its page-builder content when that fails', async () => {
    const fetch = backend({
      '/dealer-slug/': dealer,
      '/service-detail/': json(serviceDetailFixture({ isBuilderIoContent: true, builderIoPageId: 'service-page-100-tyres' })),
      '/page-builder/': () => json({ error: 'down' }, 500),
    });
    expect(await loadServiceDetail(args(path, fetch, 'reifenservice'))).toEqual({ dealerId: 100, slug: 'reifenservice' });
  });

  it('redirects (301) a slug of another language to the service in the page language, keeping the query', async () => {
    const fetch = backend({ '/dealer-slug/': dealer, '/service-detail/service-pneus': json(serviceDetailFixture()) });
    expect(await thrown(loadServiceDetail(args(`${HOME}/service/service-pneus?utm=x`, fetch, 'service-pneus')))).toEqual({
      status: 301,
      location: `${HOME}/service/reifenservice?utm=x`,
    });
  });

  it('gives the language switch the service slug of every language', async () => {
    const fetch = backend({ '/dealer-slug/': dealer, '/service-detail/': json(serviceDetailFixture()) });
    const loaderArgs = args(path, fetch, 'reifenservice');
    await loadServiceDetail(loaderArgs);
    const slugs = serviceSlugSelector({ queryClient: loaderArgs.env.queryClient, params: { slug: 'reifenservice' }, locale: 'de' });
    expect(slugs).toMatchObject({ fr: 'service-pneus', it: 'servizio-pneumatici' });
  });
});
