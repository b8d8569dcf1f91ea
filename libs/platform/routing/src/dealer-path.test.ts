import { describe, expect, it } from 'vitest';
import { dealerBasePath, dealerPagePath, localeOfPath, notFoundPath, sitePagePath } from './dealer-path';
import { testBrand } from '@carweb/shared-testing';

const standalone = { ...testBrand, standalone: true };
const noPrefix = { ...testBrand, partnerWebPrefix: {} };

describe('dealer paths (SPEC §2 path construction)', () => {
  const base = { brand: testBrand, locale: 'de' as const, dealerSlug: 'auto-zentrum', includeLocale: true };

  it.each([
    ['language prefix, partner-web prefix, slug', base, '/de/haendler/auto-zentrum'],
    ['partner-web prefix per language', { ...base, locale: 'fr' as const }, '/fr/concessionnaire/auto-zentrum'],
    ['no language prefix for a one-locale dealer', { ...base, includeLocale: false }, '/haendler/auto-zentrum'],
    ['no partner-web prefix configured', { ...base, brand: noPrefix }, '/de/auto-zentrum'],
    ['standalone: slug first', { ...base, brand: standalone }, '/auto-zentrum/de'],
    ['standalone, one locale', { ...base, brand: standalone, includeLocale: false }, '/auto-zentrum'],
  ])('%s', (_label, input, expected) => {
    expect(dealerBasePath(input)).toBe(expected);
  });

  it.each([
    ['buy: {base}/{segment}/{id}', dealerPagePath(base, 'buyOnline', 42), '/de/haendler/auto-zentrum/online-kaufen/42'],
    ['trade-in', dealerPagePath(base, 'tradeIn'), '/de/haendler/auto-zentrum/trade-in'],
    ['service appointment', dealerPagePath(base, 'serviceAppointment'), '/de/haendler/auto-zentrum/terminvereinbarung'],
    ['promotion detail: {list}/{slug}', dealerPagePath(base, 'promotions', 'winter'), '/de/haendler/auto-zentrum/aktionen/winter'],
    ['service-theme promotion', dealerPagePath(base, 'serviceThemePromotion', 'reifen'), '/de/haendler/auto-zentrum/services/reifen'],
    ['sub-dealer: {location}/{slug}', dealerPagePath(base, 'locations', 'oerlikon'), '/de/haendler/auto-zentrum/standorte/oerlikon'],
    [
      'sub-dealer about us',
      dealerPagePath(base, 'locations', 'oerlikon', 'ueber-uns'),
      '/de/haendler/auto-zentrum/standorte/oerlikon/ueber-uns',
    ],
    ['service detail', dealerPagePath(base, 'service', 'pneu'), '/de/haendler/auto-zentrum/service/pneu'],
    ['vehicle detail: {list}/{id}', dealerPagePath(base, 'vehicleMarket', 'kia-ev6-7'), '/de/haendler/auto-zentrum/auto-finden/kia-ev6-7'],
    ['our brands below about us', dealerPagePath(base, 'aboutUs', 'markenseiten'), '/de/haendler/auto-zentrum/ueber-uns/markenseiten'],
    ['Italian about us', dealerPagePath({ ...base, locale: 'it' }, 'aboutUs'), '/it/concessionario/auto-zentrum/chi-siamo'],
    ['the base itself', dealerPagePath(base), '/de/haendler/auto-zentrum'],
    ['standalone page', dealerPagePath({ ...base, brand: standalone }, 'news'), '/auto-zentrum/de/news'],
  ])('%s', (_label, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it.each([
    [testBrand, 'de', true, '/de/haendler/404'],
    [testBrand, 'fr', true, '/fr/concessionnaire/404'],
    [testBrand, 'it', false, '/concessionario/404'],
    [noPrefix, 'de', false, '/de/404'],
    [standalone, 'de', true, '/de/404'],
  ] as const)('the not-found route is the partner-web prefix + /404 (%#)', (brand, locale, includeLocale, expected) => {
    expect(notFoundPath(brand, locale, includeLocale)).toBe(expected);
  });

  it('builds site pages and reads the locale of a path', () => {
    expect(sitePagePath(testBrand, 'fr', 'dealerSearch')).toBe('/fr/recherche-de-concessionnaires');
    expect(localeOfPath(testBrand, '/it/concessionario/x')).toBe('it');
    expect(localeOfPath(testBrand, '/concessionnaire/x')).toBe('fr');
    expect(localeOfPath(testBrand, '/nonsense')).toBe('de');
  });
});
