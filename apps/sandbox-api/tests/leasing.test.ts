import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invalidLeasingConfigurationSchema, leasingCalculationResponseSchema, vehicleListResponseSchema } from '@carweb/api-contracts';
import { annuity, calculateLeasing, leasingViolations, residualValue } from '../src/domain/leasing';
import { corePath, startTestSandbox, type TestSandbox } from './support/test-sandbox';

describe('leasing maths', () => {
  it('is a plain instalment without interest', () => {
    expect(annuity(12000, 2400, 0, 48)).toBe(200);
  });

  it('pays the financed amount back with interest, down to the residual value', () => {
    const i = 0.029 / 12;
    const rate = annuity(30000, 12000, i, 48);
    // balance after n instalments: F(1+i)^n − PMT((1+i)^n − 1)/i must equal the residual value
    const balance = 30000 * (1 + i) ** 48 - (rate * ((1 + i) ** 48 - 1)) / i;
    expect(balance).toBeCloseTo(12000, 6);
    // by hand: (30000 − 12000 · 1.0024167^−48) · 0.0024167 / (1 − 1.0024167^−48) ≈ 426.62
    expect(rate).toBeCloseTo(426.62, 2);
  });

  it('derives effective annual rate and residual value', () => {
    const result = calculateLeasing({
      price: 40000,
      ageMonths: 0,
      mileage: 0,
      rateClass: 'new',
      totalRuntime: 48,
      kmPerYear: 10000,
      downPayment: 4000,
    });
    expect(result.debitInterest).toBe(2.9);
    expect(result.effectiveAnnualRate).toBe(2.94);
    expect(result.residualValue).toBe(residualValue(40000, 48, 10000, true));
    expect(result.residualValue).toBe(Math.round(40000 * 0.88 * 0.88 ** 4));
    expect(result.financedAmount).toBe(36000);
  });

  it('charges 1.99 % in the young-used programme', () => {
    const young = calculateLeasing({
      price: 30000,
      ageMonths: 6,
      mileage: 3000,
      rateClass: 'youngUsedProgramme',
      totalRuntime: 36,
      kmPerYear: 10000,
      downPayment: 0,
    });
    const used = calculateLeasing({
      price: 30000,
      ageMonths: 6,
      mileage: 3000,
      rateClass: 'used',
      totalRuntime: 36,
      kmPerYear: 10000,
      downPayment: 0,
    });
    expect(young.debitInterest).toBe(1.99);
    expect(young.monthlyRate).toBeLessThan(used.monthlyRate);
  });

  it('rejects configurations outside the bounds', () => {
    const base = { price: 30000, ageMonths: 0, mileage: 0, rateClass: 'new' as const, totalRuntime: 48, kmPerYear: 10000, downPayment: 0 };
    expect(leasingViolations(base)).toEqual([]);
    expect(leasingViolations({ ...base, totalRuntime: 50 }).map((v) => v.field)).toEqual(['totalRuntime']);
    expect(leasingViolations({ ...base, kmPerYear: 60000 }).map((v) => v.field)).toContain('kmPerYear');
    expect(leasingViolations({ ...base, downPayment: 20000 }).map((v) => v.field)).toEqual(['downPayment']);
    expect(leasingViolations({ ...base, ageMonths: 100 }).map((v) => v.field)).toEqual(['totalRuntime']);
  });
});

describe('leasing endpoints', () => {
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await startTestSandbox({ seedVehicles: 500 });
  });
  afterAll(() => sandbox.close());

  const leasableVehicle = async () =>
    vehicleListResponseSchema.parse(await sandbox.json(corePath('list', { buyingtags: ['leasing'], limit: 1 }))).vehicles[0];

  it('calculates a vehicle leasing', async () => {
    const vehicle = await leasableVehicle();
    const response = await sandbox.post(corePath(`leasing/calculation/cars/${vehicle.id}`), {
      totalRuntime: 36,
      kmPerYear: 15000,
      downPayment: 1000,
    });
    expect(response.status).toBe(200);
    const result = leasingCalculationResponseSchema.parse(await response.json());
    expect(result.monthlyRate).toBeGreaterThan(0);
    expect(result.price).toBe(vehicle.price.value);
  });

  it('answers an invalid configuration with 400 and the UI message', async () => {
    const vehicle = await leasableVehicle();
    const response = await sandbox.post(corePath(`leasing/calculation/cars/${vehicle.id}`), {
      totalRuntime: 99,
      kmPerYear: 15000,
      downPayment: 0,
    });
    expect(response.status).toBe(400);
    const body = invalidLeasingConfigurationSchema.parse(await response.json());
    expect(body.message).toBe('Diese Konfiguration ist leider ungültig.');
    expect(body.fieldErrors).toHaveProperty('totalRuntime');
  });

  it('calculates a model leasing from a configurator entity', async () => {
    const response = await sandbox.post(corePath('leasing/calculation/model'), {
      entityId: 10601,
      totalRuntime: 48,
      kmPerYear: 10000,
      downPayment: 5000,
    });
    expect(leasingCalculationResponseSchema.parse(await response.json()).debitInterest).toBe(2.9);
  });
});
