import { describe, expect, it } from 'vitest';
import type { MinimalDealer } from '@carweb/api-contracts';
import { filterDealers } from './filter-dealers';

const dealer = (name: string, city: string, zip: string): MinimalDealer => ({
  dealerId: 1,
  slug: name,
  name,
  city,
  zip,
  street: 'x',
  phone: '',
  latitude: 0,
  longitude: 0,
  type: 'sales',
  defaultLocale: 'de',
});

describe('filterDealers', () => {
  const dealers = [dealer('Auto Zentrum Zürich AG', 'Zürich', '8048'), dealer('Garage Lugano', 'Lugano', '6900')];

  it('returns all dealers for an empty term', () => {
    expect(filterDealers(dealers, '  ')).toHaveLength(2);
  });

  it('matches city without accents, name and zip', () => {
    expect(filterDealers(dealers, 'zurich').map((d) => d.city)).toEqual(['Zürich']);
    expect(filterDealers(dealers, 'GARAGE').map((d) => d.city)).toEqual(['Lugano']);
    expect(filterDealers(dealers, '690').map((d) => d.city)).toEqual(['Lugano']);
  });

  it('finds nothing for an unknown place', () => {
    expect(filterDealers(dealers, 'Genève')).toEqual([]);
  });
});
