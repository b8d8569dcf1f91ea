import { describe, expect, it } from 'vitest';
import { dealerBasePath, dealerPagePath, localeOfPath, sitePagePath } from './dealer-path';
import { testBrand } from './test-brand';

describe('dealer paths (SPEC §2 path construction)', () => {
  const base = { brand: testBrand, locale: 'de' as const, dealerSlug: 'auto-zentrum', includeLocale: true };

  it.each([
    [{ ...base }, '/de/haendler/auto-zentrum'],
    [{ ...base, locale: 'fr' as const }, '/fr/concessionnaire/auto-zentrum'],
    [{ ...base, includeLocale: false }, '/haendler/auto-zentrum'],
    [{ ...base, brand: { ...testBrand, partnerWebPrefix: {} } }, '/de/auto-zentrum'],
    [{ ...base, brand: { ...testBrand, standalone: true } }, '/auto-zentrum/de'],
    [{ ...base, brand: { ...testBrand, standalone: true }, includeLocale: false }, '/auto-zentrum'],
  ])('base path %#', (input, expected) => {
    expect(dealerBasePath(input)).toBe(expected);
  });

  it('appends the localized segment and further parts', () => {
    expect(dealerPagePath(base, 'testDrive', 42)).toBe('/de/haendler/auto-zentrum/probefahrt/42');
    expect(dealerPagePath({ ...base, locale: 'it' }, 'aboutUs')).toBe('/it/concessionario/auto-zentrum/chi-siamo');
    expect(dealerPagePath(base)).toBe('/de/haendler/auto-zentrum');
  });

  it('refuses a page the locale does not have', () => {
    expect(() => dealerPagePath({ ...base, locale: 'en' }, 'promotions')).toThrow(/no segment/);
  });

  it('builds site pages and reads the locale of a path', () => {
    expect(sitePagePath(testBrand, 'fr', 'dealerSearch')).toBe('/fr/recherche-de-concessionnaires');
    expect(localeOfPath(testBrand, '/it/concessionario/x')).toBe('it');
    expect(localeOfPath(testBrand, '/concessionnaire/x')).toBe('fr');
    expect(localeOfPath(testBrand, '/nonsense')).toBe('de');
  });
});
