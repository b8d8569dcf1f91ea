import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchCriteriaResponseSchema, vehicleListResponseSchema, type Vehicle } from '@carweb/api-contracts';
import { corePath, startTestSandbox, type TestSandbox } from './support/test-sandbox';
import { must } from '../src/domain/must';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox.close());

const list = async (filter: Record<string, unknown>, extra: Record<string, string> = {}, wholesaler = 'kia') =>
  vehicleListResponseSchema.parse(await sandbox.json(corePath('list', filter, extra, wholesaler)));
const count = async (filter: Record<string, unknown>, extra: Record<string, string> = {}, wholesaler = 'kia') =>
  (await sandbox.json<{ count: number }>(corePath('list/count', filter, extra, wholesaler))).count;
const all = async (filter: Record<string, unknown>, wholesaler = 'kia'): Promise<Vehicle[]> => {
  const first = await list({ ...filter, limit: 100 }, {}, wholesaler);
  const pages = Math.ceil(first.totalMatches / 100);
  const rest = await Promise.all(Array.from({ length: pages - 1 }, (_, i) => list({ ...filter, limit: 100, page: i + 2 }, {}, wholesaler)));
  return [first, ...rest].flatMap((r) => r.vehicles);
};

describe('vehicle list filters', () => {
  it('shows only the make of a brand wholesaler, every make for emilfrey', async () => {
    const kia = await all({ fuel: ['electric'] });
    expect(kia.length).toBeGreaterThan(0);
    expect(new Set(kia.map((v) => v.make.value))).toEqual(new Set(['Kia']));
    const makes = new Set((await list({ limit: 100 }, {}, 'emilfrey')).vehicles.map((v) => v.make.value));
    expect(makes.size).toBeGreaterThan(3);
  });

  it('combines ranges and arrays', async () => {
    const vehicles = await all({ pricefrom: 20000, priceto: 40000, fuel: ['hybrid', 'plugin_hybrid'], kmto: 50000 });
    expect(vehicles.length).toBeGreaterThan(0);
    for (const v of vehicles) {
      expect(v.price.value).toBeGreaterThanOrEqual(20000);
      expect(v.price.value).toBeLessThanOrEqual(40000);
      expect(['hybrid', 'plugin_hybrid']).toContain(v.fuelType.id);
      expect(v.mileage).toBeLessThanOrEqual(50000);
    }
  });

  it('accepts name[] keys, model ids and model names', async () => {
    const byId = await count({ 'model[]': ['106'] });
    const byName = await count({ model: ['Sportage'] });
    expect(byId).toBeGreaterThan(0);
    expect(byName).toBe(byId);
    for (const v of await all({ model: [106] })) expect(v.model.value).toBe('Sportage');
  });

  it('filters by registration year; new vehicles count as this year', async () => {
    const year = new Date().getFullYear();
    const vehicles = await all({ yearfrom: year - 1 });
    for (const v of vehicles) expect(v.firstRegistration === null || v.firstRegistration.year >= year - 1).toBe(true);
    const old = await all({ yearto: year - 5 });
    for (const v of old) expect(v.firstRegistration?.year).toBeLessThanOrEqual(year - 5);
  });

  it('tags young used vehicles by the programme rules (≤ 12 months, ≤ 5000 km)', async () => {
    const young = await all({ qualitytags: ['youngUsedProgramme'] });
    expect(young.length).toBeGreaterThan(0);
    const now = new Date();
    for (const v of young) {
      expect(v.tags).toContain('youngUsedProgramme');
      expect(v.mileage).toBeLessThanOrEqual(5000);
      const registration = must(v.firstRegistration, 'first registration');
      const age = now.getFullYear() * 12 + now.getMonth() - (registration.year * 12 + registration.month - 1);
      expect(age).toBeLessThanOrEqual(12);
    }
  });

  it('requires every selected equipment item', async () => {
    const one = await count({ equip: ['navigation'] });
    const two = await count({ equip: ['navigation', 'heated_seats'] });
    expect(two).toBeLessThan(one);
    expect(two).toBeGreaterThan(0);
  });

  it('restricts dealerSlug to the dealer and its sub-dealers', async () => {
    const vehicles = await list({ limit: 100 }, { dealerSlug: 'auto-zentrum-zuerich' });
    expect(vehicles.totalMatches).toBeGreaterThanOrEqual(12);
    expect(new Set(vehicles.vehicles.map((v) => v.seller.id))).toEqual(new Set([100, 101]));
    const lugano = await list({}, { dealerSlug: 'garage-lugano' });
    expect(lugano.vehicles.every((v) => v.seller.id === 110)).toBe(true);
  });

  it('finds vehicles within a radius and sorts them by distance', async () => {
    const zurich = { lat: 47.3769, lon: 8.5417, radius: 30, sort: 'distance', limit: 100 };
    const result = await list(zurich, {}, 'emilfrey');
    expect(result.vehicles.length).toBeGreaterThan(0);
    const distances = result.vehicles.map((v) => must(v.distance, 'distance'));
    expect(Math.max(...distances)).toBeLessThanOrEqual(30);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
  });

  it('matches free text and dealer names', async () => {
    for (const v of (await list({ matching: 'sportage gt-line', limit: 100 })).vehicles) {
      expect(`${v.model.value} ${v.modelType.value}`.toLowerCase()).toContain('gt-line');
    }
    const byName = await list({ dealerName: 'Auto Zentrum' });
    expect(byName.vehicles.every((v) => v.seller.name.startsWith('Auto Zentrum'))).toBe(true);
  });

  it('answers 400 for a malformed filter', async () => {
    expect((await sandbox.get(corePath('list').replace(/filter=[^&]*/, 'filter=%7Bnope'))).status).toBe(400);
    const invalid = await sandbox.get(corePath('list', { limit: 1000 }));
    expect(invalid.status).toBe(400);
    expect(((await invalid.json()) as { fieldErrors: Record<string, string[]> }).fieldErrors).toHaveProperty('limit');
  });
});

describe('sorting and paging', () => {
  it.each([
    ['price_asc', (v: Vehicle) => v.price.value, 1],
    ['price_desc', (v: Vehicle) => v.price.value, -1],
    ['km_asc', (v: Vehicle) => v.mileage, 1],
    ['km_desc', (v: Vehicle) => v.mileage, -1],
  ] as const)('sorts by %s', async (sort, key, direction) => {
    const values = (await list({ sort, limit: 100 })).vehicles.map(key);
    expect(values).toEqual([...values].sort((a, b) => direction * (a - b)));
  });

  it('pages with 24 vehicles by default and consistent totals', async () => {
    const first = await list({ sort: 'price_asc' });
    const second = await list({ sort: 'price_asc', page: 2 });
    expect(first.vehicles).toHaveLength(24);
    expect(second.currentPage).toBe(2);
    expect(first.totalMatches).toBe(await count({}));
    const ids = new Set(first.vehicles.map((v) => v.id));
    expect(second.vehicles.some((v) => ids.has(v.id))).toBe(false);
    expect(second.vehicles[0].price.value).toBeGreaterThanOrEqual(first.vehicles[23].price.value);
    const lastPage = Math.ceil(first.totalMatches / 24);
    expect((await list({ page: lastPage })).vehicles.length).toBe(first.totalMatches - (lastPage - 1) * 24);
    expect((await list({ page: lastPage + 1 })).vehicles).toHaveLength(0);
  });
});

describe('search criteria, similar vehicles, top cars', () => {
  it('counts per value match the count call', async () => {
    const filter = { pricefrom: 15000 };
    const criteria = searchCriteriaResponseSchema.parse(await sandbox.json(corePath('filter/search-criteria', filter)));
    expect(criteria.totalMatches).toBe(await count(filter));
    const fuel = must(
      criteria.filter.find((f) => f.identifier === 'fuel'),
      'fuel filter',
    );
    for (const value of fuel.values) {
      if ('id' in value) expect(value.count).toBe(await count({ ...filter, fuel: [value.id] }));
    }
    expect(criteria.sorting.find((s) => s.selected)?.id).toBe('relevance');
    expect(criteria.filterTags).toEqual([expect.objectContaining({ category: 'price', id: 'pricefrom' })]);
  });

  it('lists similar vehicles without the vehicle itself and top cars without reserved ones', async () => {
    const [vehicle] = (await list({ model: [106], limit: 1 })).vehicles;
    const similar = vehicleListResponseSchema.parse(await sandbox.json(corePath(`detail/${vehicle.id}/similar`)));
    expect(similar.vehicles.length).toBeGreaterThan(0);
    expect(similar.vehicles.some((v) => v.id === vehicle.id)).toBe(false);
    const top = vehicleListResponseSchema.parse(await sandbox.json(corePath('list/top-cars')));
    expect(top.vehicles.length).toBeGreaterThan(0);
    expect(top.vehicles.every((v) => !v.isReserved && (v.tags.includes('topVehicle') || v.tags.includes('topDeal')))).toBe(true);
  });

  it('returns 404 for a vehicle outside the dealer or wholesaler scope', async () => {
    const [toyota] = (await list({ limit: 1 }, {}, 'toyota')).vehicles;
    expect((await sandbox.get(corePath(`detail/${toyota.id}`))).status).toBe(404);
    expect((await sandbox.get(corePath(`detail/${toyota.id}`, {}, {}, 'toyota'))).status).toBe(200);
  });
});
