import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { proxiedBackendAddresses, type ApiContext } from '@carweb/api-http';
import { vehicleFixture } from '@carweb/shared-testing';
import { getVehicleList, vehicleListQuery } from './get-vehicle-list';
import { toVehicleCard, vehicleCardList } from './vehicle-card';

const CARD_FIELDS = [
  'id',
  'slug',
  'isReserved',
  'make',
  'model',
  'modelType',
  'fuelType',
  'price',
  'firstRegistration',
  'mileage',
  'currency',
  'newPrice',
  'leasingMonthlyRate',
  'combinedConsumption',
  'combinedEmission',
  'image',
  'tags',
];

const listAnswer = () => ({
  vehicles: [
    vehicleFixture({ distance: 12.5 }),
    vehicleFixture({ id: 100007, isReserved: true, tags: ['topDeal'], firstRegistration: null }),
  ],
  totalMatches: 30,
  currentPage: 2,
  error: false,
  heroImage: '/hero.jpg',
});

const api = () => {
  const fetch = vi.fn(async () => new Response(JSON.stringify(listAnswer())));
  const ctx: ApiContext = {
    locale: 'de',
    wholesaler: 'kia',
    country: 'ch',
    platform: 'corporate',
    backends: proxiedBackendAddresses(),
    fetch,
  };
  return ctx;
};

describe('vehicle cards', () => {
  it('keep what a card, the watch list and the list read, with the values unchanged', () => {
    const vehicle = vehicleFixture();
    const card = toVehicleCard(vehicle);
    expect(Object.keys(card).sort()).toEqual([...CARD_FIELDS].sort());
    for (const field of CARD_FIELDS) expect(card[field as keyof typeof card]).toEqual(vehicle[field as keyof typeof vehicle]);
  });

  it('drop the detail-only fields (number, seller, body, colour, doors, condition, localized slugs, distance)', () => {
    const card = toVehicleCard(vehicleFixture({ distance: 3 }));
    for (const field of ['carNumber', 'seller', 'bodyType', 'bodyColor', 'doors', 'conditionType', 'slugLocalizations', 'distance']) {
      expect(card).not.toHaveProperty(field);
    }
  });

  it('a list answer keeps its counts, page, error flag and hero image', () => {
    const answer = listAnswer();
    const { vehicles, ...rest } = vehicleCardList(answer);
    expect(rest).toEqual({ totalMatches: 30, currentPage: 2, error: false, heroImage: '/hero.jpg' });
    expect(vehicles).toEqual(answer.vehicles.map(toVehicleCard));
  });

  it('the list query caches cards; the fetcher still gives the whole vehicles (sitemap)', async () => {
    const ctx = api();
    const cached = await new QueryClient().fetchQuery(vehicleListQuery(ctx, { page: 2 }, 'auto-zentrum-zuerich'));
    expect(cached.vehicles.map((vehicle) => Object.keys(vehicle).sort())).toEqual([[...CARD_FIELDS].sort(), [...CARD_FIELDS].sort()]);
    expect(cached.totalMatches).toBe(30);
    const whole = await getVehicleList(ctx, { page: 2 }, 'auto-zentrum-zuerich');
    expect(whole.vehicles[0]?.slugLocalizations).toEqual(vehicleFixture().slugLocalizations);
  });
});
