import { describe, expect, it } from 'vitest';
import type { PriceSample } from '@carweb/api-core';
import { vehicleFixture } from '@carweb/shared-testing';
import { comparablesFilter, mileageBand } from './comparables';
import { fairPrice, marketEstimate, MIN_COMPARABLES, priceBand } from './fair-price';

const used = vehicleFixture({ id: 1, price: { value: 20_900 }, mileage: 12_500, firstRegistration: { year: 2023, month: 3 } });
const sampleOf = (prices: number[], self = used): PriceSample => ({
  count: prices.length + 1,
  cheapest: [...prices.map((price, index) => ({ id: 100 + index, price })), { id: self.id, price: self.price.value }].sort(
    (a, b) => a.price - b.price,
  ),
  middle: null,
  highest: null,
});

describe('comparables of a vehicle (decision 0048)', () => {
  it('are the same model, first registration within a year, the same mileage band and fuel, used or demo', () => {
    expect(comparablesFilter(used)).toEqual({
      model: ['102'],
      yearfrom: 2022,
      yearto: 2024,
      kmfrom: 0,
      kmto: 19_999,
      fuel: ['mild_hybrid'],
      cond: ['used', 'demo'],
    });
    expect(comparablesFilter({ ...used, conditionType: { value: 'Vorführwagen', id: 'demo' } })?.cond).toEqual(['used', 'demo']);
  });

  it('mileage bands: 0–19,999, 20,000–49,999, 50,000–99,999, 100,000–149,999, 150,000 and more', () => {
    expect(mileageBand(19_999)).toEqual({ kmfrom: 0, kmto: 19_999 });
    expect(mileageBand(20_000)).toEqual({ kmfrom: 20_000, kmto: 49_999 });
    expect(mileageBand(99_999)).toEqual({ kmfrom: 50_000, kmto: 99_999 });
    expect(mileageBand(150_000)).toEqual({ kmfrom: 150_000 });
    expect(mileageBand(400_000)).toEqual({ kmfrom: 150_000 });
  });

  it('a new vehicle, or one without price or registration, has none', () => {
    expect(comparablesFilter({ ...used, conditionType: { value: 'Neu', id: 'new' } })).toBeNull();
    expect(comparablesFilter({ ...used, price: { value: 0 } })).toBeNull();
    expect(comparablesFilter({ ...used, firstRegistration: null })).toBeNull();
  });
});

describe('the market estimate', () => {
  it('is the median of the others and their range (hand-computed)', () => {
    // others: 20 000, 21 000, 22 500, 24 000, 25 000, 26 000 → median (22 500 + 24 000) / 2 = 23 250
    const sample = sampleOf([26_000, 20_000, 24_000, 21_000, 25_000, 22_500]);
    expect(marketEstimate(sample, used.id)).toEqual({ count: 6, estimate: 23_250, lowest: 20_000, highest: 26_000 });
    // 20 900 is 10.1 % under 23 250
    expect(fairPrice(used, sample)).toEqual({
      count: 6,
      estimate: 23_250,
      lowest: 20_000,
      highest: 26_000,
      price: 20_900,
      band: 'veryGood',
    });
    expect(marketEstimate(sampleOf([30_000, 10_000, 20_000, 40_000, 50_000]), used.id)?.estimate).toBe(30_000);
  });

  it('of more than a page is the middle and the highest the list calls found, the vehicle itself not counted', () => {
    const sample: PriceSample = {
      count: 250,
      cheapest: [
        { id: used.id, price: 9_000 },
        { id: 7, price: 9_500 },
      ],
      middle: 23_000,
      highest: 41_000,
    };
    expect(marketEstimate(sample, used.id)).toEqual({ count: 249, estimate: 23_000, lowest: 9_500, highest: 41_000 });
  });

  it(`fewer than ${MIN_COMPARABLES} comparables: no rating`, () => {
    expect(fairPrice(used, sampleOf([20_000, 21_000, 22_000, 23_000]))).toBeNull();
    expect(fairPrice(used, sampleOf([20_000, 21_000, 22_000, 23_000, 24_000]))?.count).toBe(5);
    expect(fairPrice(used, sampleOf([]))).toBeNull();
  });

  it('never on a new vehicle', () => {
    const newCar = { ...used, conditionType: { value: 'Neu', id: 'new' } };
    expect(fairPrice(newCar, sampleOf([20_000, 21_000, 22_000, 23_000, 24_000, 25_000], newCar))).toBeNull();
  });
});

describe('price bands against an estimate of 20 000', () => {
  it.each([
    [17_000, 'veryGood'],
    [18_000, 'veryGood'], // −10 %
    [18_001, 'good'],
    [19_200, 'good'], // −4 %
    [19_201, 'fair'],
    [20_000, 'fair'],
    [20_799, 'fair'],
    [20_800, 'increased'], // +4 %
    [21_999, 'increased'],
    [22_000, 'high'], // +10 %
    [30_000, 'high'],
  ])('%i is %s', (price, band) => {
    expect(priceBand(price, 20_000)).toBe(band);
  });

  it('an edge holds for a half-franc median too', () => {
    expect(priceBand(20_925, 23_250)).toBe('veryGood'); // exactly −10 %
    expect(priceBand(20_926, 23_250)).toBe('good');
  });
});
