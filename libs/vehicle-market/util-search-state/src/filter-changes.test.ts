import { describe, expect, it } from 'vitest';
import { listRequest, selectionRequest, visiblePages } from './api-filter';
import {
  activeFilterCount,
  clearFilters,
  nextPage,
  removeFilterTag,
  selectMake,
  setLocation,
  setRange,
  toggleCode,
  toggleModel,
} from './filter-changes';

describe('filter changes', () => {
  it('toggles a code and resets the page', () => {
    const filter = toggleCode({ fuel: ['petrol'], page: 4 }, 'fuel', 'electric');
    expect(filter).toEqual({ fuel: ['petrol', 'electric'] });
    expect(toggleCode(filter, 'fuel', 'petrol')).toEqual({ fuel: ['electric'] });
    expect(toggleCode({ fuel: ['petrol'] }, 'fuel', 'petrol')).toEqual({});
  });

  it('a model selects its make; another make drops the models', () => {
    const withModel = toggleModel({}, 'Kia', '103');
    expect(withModel).toEqual({ make: 'Kia', model: ['103'] });
    expect(toggleModel(withModel, 'Kia', '104')).toEqual({ make: 'Kia', model: ['103', '104'] });
    expect(selectMake(withModel, 'Toyota')).toEqual({ make: 'Toyota' });
    expect(selectMake(withModel, undefined)).toEqual({});
  });

  it('sets ranges in order and clears an exact year when a year range is chosen', () => {
    expect(setRange({ page: 2 }, 'pricefrom', 'priceto', { from: 30000, to: 10000 })).toEqual({ pricefrom: 10000, priceto: 30000 });
    expect(setRange({ year: 2020 }, 'yearfrom', 'yearto', { from: 2019 })).toEqual({ yearfrom: 2019 });
    expect(setRange({ kmto: 5000 }, 'kmfrom', 'kmto', {})).toEqual({});
  });

  it('sets and clears the location with the distance sort', () => {
    const located = setLocation({}, { lat: 47.376887, lon: 8.541694, radius: 25 });
    expect(located).toEqual({ lat: 47.3769, lon: 8.5417, radius: 25 });
    expect(setLocation({ ...located, sort: 'distance' }, undefined)).toEqual({});
  });

  it('removes what a filter tag stands for', () => {
    const filter = {
      make: 'Kia',
      model: ['103', '104'],
      fuel: ['electric', 'petrol'],
      pricefrom: 1000,
      priceto: 9000,
      lat: 47,
      lon: 8,
      radius: 10,
      year: 2021,
      matching: 'gt',
    };
    expect(removeFilterTag(filter, { category: 'model', id: '103' }).model).toEqual(['104']);
    const noMake = removeFilterTag(filter, { category: 'model', id: 'Kia' });
    expect(noMake.make).toBeUndefined();
    expect(noMake.model).toBeUndefined();
    expect(removeFilterTag(filter, { category: 'fuel', id: 'petrol' }).fuel).toEqual(['electric']);
    expect(removeFilterTag(filter, { category: 'price', id: 'priceto' })).not.toHaveProperty('priceto');
    expect(removeFilterTag(filter, { category: 'price', id: 'priceto' }).pricefrom).toBe(1000);
    expect(removeFilterTag(filter, { category: 'location', id: 'radius' })).not.toHaveProperty('lat');
    expect(removeFilterTag(filter, { category: 'year', id: 'year' })).not.toHaveProperty('year');
    expect(removeFilterTag(filter, { category: 'matching', id: 'matching' })).not.toHaveProperty('matching');
  });

  it('clears every restriction but keeps the sort', () => {
    expect(clearFilters({ fuel: ['a'], sort: 'price_asc', page: 3 })).toEqual({ sort: 'price_asc' });
  });

  it('counts active restrictions (the location once)', () => {
    expect(activeFilterCount({ fuel: ['a', 'b'], make: 'Kia', lat: 1, lon: 2, radius: 3, sort: 'price_asc', page: 2 })).toBe(4);
  });

  it('appends pages', () => {
    expect(nextPage({ fuel: ['a'] })).toEqual({ fuel: ['a'], page: 2 });
    expect(visiblePages({ page: 3 })).toEqual([1, 2, 3]);
  });
});

describe('API filters', () => {
  it('asks for 24 vehicles per page (SPEC §9)', () => {
    expect(listRequest({ fuel: ['a'], page: 3 }, 2)).toEqual({ fuel: ['a'], limit: 24, page: 2 });
    expect(listRequest({ limit: 12 }, 1)).toEqual({ limit: 12, page: 1 });
  });

  it('counts do not depend on page, size or order', () => {
    expect(selectionRequest({ fuel: ['a'], page: 3, limit: 12, sort: 'price_asc' })).toEqual({ fuel: ['a'] });
  });
});
