import { describe, expect, it } from 'vitest';
import { testBrand } from '@carweb/shared-testing';
import { marketLinks } from '@carweb/vehicle-market-feature-vehicle-teasers';
import { categoryListSearch, categoryMarketFilter, categoryPagePath, categoryVehiclesRequest } from './category-filter';

describe('a category page’s filter as the vehicle list’s', () => {
  it('becomes the list’s own URL parameters (arrays as name[]), so the list shows the filter', () => {
    expect(categoryListSearch({ fuel: ['electric'] })).toBe('?fuel[]=electric');
    expect(categoryListSearch({ body: ['suv'], cond: ['new'] })).toBe('?cond[]=new&body[]=suv');
    expect(categoryListSearch({ seatsfrom: 7 })).toBe('?seatsfrom=7');
    expect(categoryListSearch({ qualitytags: ['youngUsedProgramme'] })).toBe('?qualitytags[]=youngUsedProgramme');
  });

  it('drops what the list drops: unknown keys, values that do not fit, objects', () => {
    expect(categoryMarketFilter({ fuel: ['electric'], colour: ['red'], seatsfrom: 'seven', nested: { a: 1 } })).toEqual({
      fuel: ['electric'],
    });
    expect(categoryListSearch({})).toBe('');
  });

  it('the page shows the list’s first page, shorter; the count is its totalMatches', () => {
    expect(categoryVehiclesRequest({ fuel: ['electric'] })).toEqual({ fuel: ['electric'], limit: 6, page: 1 });
  });

  it('links the brand’s vehicle list with the filter, and the category page in each language', () => {
    const list = marketLinks({ kind: 'brand', brand: testBrand, locale: 'de' }).list(categoryListSearch({ fuel: ['electric'] }));
    expect(list).toBe('/de/auto-finden?fuel[]=electric');
    expect(categoryPagePath(testBrand, 'de', 'elektroautos')).toBe('/de/kategorie/elektroautos');
    expect(categoryPagePath(testBrand, 'fr', 'voitures-electriques')).toBe('/fr/categorie/voitures-electriques');
    expect(categoryPagePath(testBrand, 'it', 'auto-elettriche')).toBe('/it/categoria/auto-elettriche');
    expect(categoryPagePath(testBrand, 'en', 'electric-cars')).toBe('/en/category/electric-cars');
  });
});
