// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { ResponseCache } from '@carweb/api-http';
import type { PageLoaderArgs } from '@carweb/platform-routing';
import { pageLoaderArgs } from '@carweb/platform-routing/testing';
import { testBrand, vehicleDetailFixture, vehicleFixture } from '@carweb/shared-testing';
import { defineBrand } from '@carweb/shared-util-brand';
import { loadVehicleDetail } from '../vehicle-detail-loader';
import type { FairPrice } from '@carweb/vehicle-market-feature-fair-price';

const brand = defineBrand({ ...testBrand, locales: ['de', 'fr'], mainMenu: [] });
const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });

/** A core backend whose market has `size` comparables (prices 20 000, 20 100, …) plus the rated vehicle. */
function coreBackend(vehicle = vehicleDetailFixture(), size = 8) {
  const market = [vehicle, ...Array.from({ length: size }, (_, i) => vehicleFixture({ id: 200 + i, price: { value: 20_000 + 100 * i } }))];
  const listCalls: Record<string, unknown>[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input));
    if (url.pathname.endsWith('/similar')) return json({ vehicles: [], totalMatches: 0, currentPage: 1, error: false });
    if (url.pathname.endsWith('/additional-packages')) return json({ additionalPackages: [] });
    if (url.pathname.endsWith('/list')) {
      const filter = JSON.parse(url.searchParams.get('filter') ?? '{}');
      listCalls.push(filter);
      const sorted = [...market].sort((a, b) => (filter.sort === 'price_desc' ? -1 : 1) * (a.price.value - b.price.value));
      const start = (filter.page - 1) * filter.limit;
      return json({
        vehicles: sorted.slice(start, start + filter.limit),
        totalMatches: market.length,
        currentPage: filter.page,
        error: false,
      });
    }
    return json(vehicle);
  });
  return { fetch, listCalls };
}

function detailArgs(fetch: typeof globalThis.fetch, responseCache?: ResponseCache, vehicle = vehicleDetailFixture()): PageLoaderArgs {
  const path = `/de/haendler/auto-zentrum-zuerich/auto-finden/${vehicle.slug}`;
  const args = pageLoaderArgs({
    path,
    fetch,
    brand,
    params: { slug: vehicle.slug },
    backends: { core: 'http://core.test' },
    dealer: 'auto-zentrum-zuerich',
  });
  return responseCache ? { ...args, api: { ...args.api, responseCache } } : args;
}

const sharedCache = () => new ResponseCache({ maxEntries: 100, maxStaleOnOutageMs: 3_600_000 });
const ratingOf = (args: PageLoaderArgs) =>
  args.env.queryClient.getQueriesData<FairPrice | null>({ queryKey: ['fair-price'] }).map(([, data]) => data)[0];

describe('the fair price on the detail page: backend calls (decision 0048)', () => {
  it('an uncached detail asks for one price-sorted list of the whole market; the next request asks for none', async () => {
    const { fetch, listCalls } = coreBackend();
    const cache = sharedCache();
    const first = detailArgs(fetch, cache);
    await loadVehicleDetail(first);
    expect(listCalls).toEqual([
      {
        model: ['102'],
        yearfrom: 2022,
        yearto: 2024,
        kmfrom: 0,
        kmto: 19_999,
        fuel: ['mild_hybrid'],
        cond: ['used', 'demo'],
        sort: 'price_asc',
        limit: 100,
        page: 1,
      },
    ]);
    expect(String(fetch.mock.calls.find(([url]) => String(url).includes('/list?'))?.[0])).not.toContain('dealerSlug');
    // comparables 20 000 … 20 700: median 20 350; 25 990 is 27.7 % above it
    expect(ratingOf(first)).toEqual({ count: 8, estimate: 20_350, lowest: 20_000, highest: 20_700, price: 25_990, band: 'high' });

    const second = detailArgs(fetch, cache);
    await loadVehicleDetail(second);
    expect(listCalls).toHaveLength(1);
    expect(ratingOf(second)).toEqual(ratingOf(first));
  });

  it('more comparables than one list page: three calls at most (first page, middle, highest)', async () => {
    const { fetch, listCalls } = coreBackend(vehicleDetailFixture(), 150);
    const args = detailArgs(fetch, sharedCache());
    await loadVehicleDetail(args);
    expect(listCalls.map(({ sort, limit, page }) => [sort, limit, page])).toEqual([
      ['price_asc', 100, 1],
      ['price_asc', 1, 76],
      ['price_desc', 1, 1],
    ]);
    expect(ratingOf(args)).toMatchObject({ count: 150, lowest: 20_000, highest: 34_900 });
  });

  it('a new vehicle costs no call and has no rating; too few comparables: no rating', async () => {
    const newCar = vehicleDetailFixture({ conditionType: { value: 'Neu', id: 'new' } });
    const fresh = coreBackend(newCar);
    const newArgs = detailArgs(fresh.fetch, sharedCache(), newCar);
    await loadVehicleDetail(newArgs);
    expect(fresh.listCalls).toEqual([]);
    expect(ratingOf(newArgs)).toBeUndefined();

    const few = coreBackend(vehicleDetailFixture(), 4);
    const fewArgs = detailArgs(few.fetch, sharedCache());
    await loadVehicleDetail(fewArgs);
    expect(ratingOf(fewArgs)).toBeNull();
  });
  it('a failing list call leaves the rating out and the page on (the query failed: a degraded render)', async () => {
    const { fetch } = coreBackend();
    const failing = vi.fn(async (input: RequestInfo | URL) =>
      new URL(String(input)).pathname.endsWith('/list')
        ? new Response('down', { status: 503, statusText: 'Service Unavailable' })
        : fetch(input),
    );
    const args = detailArgs(failing, sharedCache());
    expect(await loadVehicleDetail(args)).toEqual({ notAvailable: false, vehicleId: 100006 });
    expect(args.env.queryClient.getQueryCache().findAll({ queryKey: ['fair-price'] })[0]?.state.status).toBe('error');
  });
});
