import { describe, expect, it } from 'vitest';
import { testBrand } from '@carweb/shared-testing';
import { aboutUsPaths } from './paths';

const base = (locale: 'de' | 'fr' | 'it') => ({ brand: testBrand, locale, dealerSlug: 'auto-zentrum-zuerich', includeLocale: true });

describe('paths of the about-us pages (SPEC §2 segments)', () => {
  it.each([
    ['de', 'aboutUs', '/de/haendler/auto-zentrum-zuerich/ueber-uns'],
    ['fr', 'ourBrands', '/fr/concessionnaire/auto-zentrum-zuerich/a-propos-de-nous/pages-de-marques'],
    ['it', 'ourBrands', '/it/concessionario/auto-zentrum-zuerich/chi-siamo/pagine-dei-marchi'],
    ['de', 'locations', '/de/haendler/auto-zentrum-zuerich/standorte'],
    ['fr', 'locations', '/fr/concessionnaire/auto-zentrum-zuerich/lieux'],
  ] as const)('%s %s is %s', (locale, page, path) => {
    expect(aboutUsPaths[page](base(locale))).toBe(path);
  });

  it("a sub-dealer's page and its about-us child", () => {
    expect(aboutUsPaths.subDealer(base('de'), 'oerlikon')).toBe('/de/haendler/auto-zentrum-zuerich/standorte/oerlikon');
    expect(aboutUsPaths.subDealerAboutUs(base('fr'), 'oerlikon')).toBe(
      '/fr/concessionnaire/auto-zentrum-zuerich/lieux/oerlikon/a-propos-de-nous',
    );
  });

  it('a one-locale dealer has no language prefix', () => {
    expect(aboutUsPaths.aboutUs({ ...base('it'), includeLocale: false })).toBe('/concessionario/auto-zentrum-zuerich/chi-siamo');
  });
});
