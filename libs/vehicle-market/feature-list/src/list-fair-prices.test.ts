// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import type { Vehicle } from '@carweb/api-contracts';
import { ResponseCache } from '@carweb/api-http';
import { pageLoaderArgs } from '@carweb/platform-routing/testing';
import { testBrand, vehicleFixture } from '@carweb/shared-testing';
import { defineBrand } from '@carweb/shared-util-brand';
import type { PackedFairPrice } from '@carweb/vehicle-market-feature-fair-price';
import { loadVehicleList } from './vehicle-list-loader';

const brand = defineBrand({ ...testBrand, locales: ['de', 'fr'], mainMenu: [] });
const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });

// the list page: two Stonic of one comparables group, a new car, a Sportage with too few comparables
const rated = vehicleFixture({ id: 1, price: { value: 21_000 } });
const sameGroup = vehicleFixture({ id: 2, price: { value: 25_990 }, mileage: 15_000 });
const newCar = vehicleFixture({ id: 3, conditionType: { value: 'Neu', id: 'new' }, firstRegistration: null, mileage: 0 });
const fewComparables = vehicleFixture({ id: 4, model: { value: 'Sportage', id: 103 } });
const PAGE = [rated, sameGroup, newCar, fewComparables];
/** the whole market's comparables of each model (prices 20 000, 20 100, …), the page's own vehicles among them */
const MARKET: Record<string, Vehicle[]> = {
  '102': [rated, sameGroup, ...Array.from({ length: 8 }, (_, i) => vehicleFixture({ id: 200 + i, price: { value: 20_000 + 100 * i } }))],
  '103': [fewComparables, ...Array.from({ length: 3 }, (_, i) => vehicleFixture({ id: 300 + i, model: { value: 'Sportage', id: 103 } }))],
};

/** A core backend: the list page, or — for a filter of used and demo vehicles — the model's comparables, by price. */
function coreBackend() {
  const listCalls: Record<string, unknown>[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input));
    if (!url.pathname.endsWith('/list')) return json([]);
    const filter = JSON.parse(url.searchParams.get('filter') ?? '{}');
    listCalls.push(filter);
    const vehicles = filter.cond ? [...MARKET[filter.model[0]]].sort((a, b) => a.price.value - b.price.value) : PAGE;
    return json({ vehicles: vehicles.slice(0, filter.limit), totalMatches: vehicles.length, currentPage: 1, error: false });
  });
  return { fetch, listCalls };
}

function listArgs(fetch: typeof globalThis.fetch, responseCache: ResponseCache) {
  const args = pageLoaderArgs({ path: '/de/auto-finden', fetch, brand, backends: { core: 'http://core.test' } });
  return { ...args, api: { ...args.api, responseCache } };
}
const ratingsOf = (args: ReturnType<typeof listArgs>) =>
  args.env.queryClient.getQueriesData<PackedFairPrice[]>({ queryKey: ['fair-prices'] }).map(([, data]) => data);

describe('fair prices on the list page: backend calls (decision 0048)', () => {
  it('an uncached page asks one price sample per comparables group of its used cars; the next render asks none', async () => {
    const { fetch, listCalls } = coreBackend();
    const cache = new ResponseCache({ maxEntries: 100, maxStaleOnOutageMs: 3_600_000 });
    const first = listArgs(fetch, cache);
    await loadVehicleList('vehicleListPage')(first);
    const samples = listCalls.filter((filter) => filter['cond']);
    // the page's own list call, then one sample per group (vehicles 1 and 2 share one; the new car none)
    expect(listCalls).toHaveLength(3);
    expect(samples.map((filter) => filter['model'])).toEqual([['102'], ['103']]);
    expect(samples.every((filter) => filter['sort'] === 'price_asc' && filter['limit'] === 100)).toBe(true);
    // vehicle 1 against 9 others (median 20 400): 2.9 % above, fair; vehicle 2: 27.4 % above, high; 4: too few, none
    expect(ratingsOf(first)).toEqual([
      [
        [1, 2, 9, 20_400, 20_000, 25_990, 21_000],
        [2, 4, 9, 20_400, 20_000, 21_000, 25_990],
      ],
    ]);

    const second = listArgs(fetch, cache);
    await loadVehicleList('vehicleListPage')(second);
    expect(listCalls).toHaveLength(4);
    expect(ratingsOf(second)).toEqual(ratingsOf(first));
  });

  it('a failing sample leaves the cards and fails only the ratings (a degraded render, asked again by the browser)', async () => {
    const { fetch } = coreBackend();
    const failing = vi.fn(async (input: RequestInfo | URL) =>
      String(input).includes('cond') ? new Response('down', { status: 503, statusText: 'Service Unavailable' }) : fetch(input),
    );
    const args = listArgs(failing, new ResponseCache({ maxEntries: 100, maxStaleOnOutageMs: 3_600_000 }));
    await loadVehicleList('vehicleListPage')(args);
    const cache = args.env.queryClient.getQueryCache();
    expect(cache.findAll({ queryKey: ['core', 'list'] })[0]?.state.status).toBe('success');
    expect(cache.findAll({ queryKey: ['fair-prices'] })[0]?.state.status).toBe('error');
  });
});
