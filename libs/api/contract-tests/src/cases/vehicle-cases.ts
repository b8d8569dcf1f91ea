import { expect } from 'vitest';
import * as vehicle from '@carweb/api-core';
import type { ContractCase } from '../contract-case';
import { modelFixtures } from './model-fixtures';

const leasingInput = { totalRuntime: 48, kmPerYear: 15_000, downPayment: 3_000 };
const nonEmpty = (result: unknown) => expect((result as { vehicles: unknown[] }).vehicles.length).toBeGreaterThan(0);

export const VEHICLE_CASES: ContractCase[] = [
  { fetcher: 'getVehicleList', run: (ctx, fx) => vehicle.getVehicleList(ctx, { limit: 24, page: 1 }, fx.dealerSlug), check: nonEmpty },
  {
    fetcher: 'getVehicleCount',
    run: (ctx) => vehicle.getVehicleCount(ctx, { fuel: ['petrol'] }),
    check: (n) => expect(n).toBeTypeOf('number'),
  },
  { fetcher: 'getSearchCriteria', run: (ctx) => vehicle.getSearchCriteria(ctx, {}) },
  { fetcher: 'getVehicleDetail', run: (ctx, fx) => vehicle.getVehicleDetail(ctx, fx.vehicleId, fx.dealerSlug) },
  { fetcher: 'getSimilarVehicles', run: (ctx, fx) => vehicle.getSimilarVehicles(ctx, fx.vehicleId, { limit: 6 }, fx.dealerSlug) },
  { fetcher: 'getMakesAndModels', run: (ctx) => vehicle.getMakesAndModels(ctx, {}) },
  {
    fetcher: 'getAdditionalPackages',
    run: (ctx, fx) => vehicle.getAdditionalPackages(ctx, { ...fx.firstRegistration, modelId: fx.modelId }),
  },
  { fetcher: 'getTopCars', run: (ctx, fx) => vehicle.getTopCars(ctx, {}, fx.dealerSlug) },
  {
    fetcher: 'getCategoryPage',
    run: async (ctx) => {
      const error = await vehicle.getCategoryPage(ctx, 'no-such-category').catch((e: unknown) => e);
      expect(String(error)).toContain('HTTP Client 404');
      return vehicle.getCategoryPage(ctx, 'elektroautos');
    },
  },
  { fetcher: 'getJobs', run: (ctx) => vehicle.getJobs(ctx) },
  { fetcher: 'getVehicleTranslation', run: (ctx) => vehicle.getVehicleTranslation(ctx, { fuel: ['petrol', 'electric'] }) },
  { fetcher: 'calculateVehicleLeasing', run: (ctx, fx) => vehicle.calculateVehicleLeasing(ctx, fx.leasableVehicleId, leasingInput) },
  {
    fetcher: 'calculateModelLeasing',
    // both forms: the model's "from" price, and a configurator configuration (entity, colour and equipment codes)
    run: async (ctx, fx) => {
      await vehicle.calculateModelLeasing(ctx, { modelId: fx.modelId, ...leasingInput });
      const { entityId, items } = await modelFixtures(ctx);
      return vehicle.calculateModelLeasing(ctx, { entityId, items, ...leasingInput });
    },
    check: (result) => expect((result as { price: number }).price).toBeGreaterThan(0),
  },
];
