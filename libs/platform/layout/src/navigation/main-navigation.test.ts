import type { Dealer } from '@carweb/api-contracts';
import { describe, expect, it } from 'vitest';
import { testBrand, testDealer } from '@carweb/shared-testing';
import { mainNavigation, siteNavigation } from './main-navigation';

const base = { brand: testBrand, locale: 'de' as const, dealerSlug: 'auto-zentrum-zuerich', includeLocale: true };
const keys = (dealer: Partial<Omit<Dealer, 'subDealers'>> & { subDealers?: readonly never[] }, brand = testBrand) =>
  mainNavigation({ ...testDealer(), ...dealer, subDealers: dealer.subDealers ? [] : testDealer().subDealers }, { ...base, brand }).map(
    (entry) => entry.key,
  );
const toyota = {
  ...testBrand,
  id: 'toyota' as const,
  tradeIn: { hiddenForDealerTypes: [] },
  mainMenu: [{ key: 'vehicleMarket' as const, route: 'vehicleMarket' }],
};

describe('main navigation (SPEC §2)', () => {
  it('a sales dealer with sub-dealers: vehicles, approved, service, trade-in, locations, model range, extra links', () => {
    expect(keys({})).toEqual(['vehicles', 'approved', 'service', 'tradeIn', 'locations', 'modelRange', 'extra-0']);
  });

  it.each([
    ['vehicle list when the dealer has cars', { type: 'service', hasCars: true }, 'vehicles', true],
    ['vehicle list when it is not a service dealer', { type: 'sales', hasCars: false }, 'vehicles', true],
    ['no vehicle list for a service dealer without cars', { type: 'service', hasCars: false }, 'vehicles', false],
    ['service always', { type: 'service', hasCars: false }, 'service', true],
    ['no trade-in for a service dealer of a brand that hides it for them (kia)', { type: 'service' }, 'tradeIn', false],
    ['about us without sub-dealers', { subDealers: [] }, 'aboutUs', true],
    ['no locations menu without sub-dealers', { subDealers: [] }, 'locations', false],
    ['no about us with sub-dealers (locations menu instead)', {}, 'aboutUs', false],
    ['no model range for a service dealer', { type: 'service' }, 'modelRange', false],
    ['model range for sales_service', { type: 'sales_service' }, 'modelRange', true],
  ] as const)('%s', (_label, dealer, key, shown) => {
    expect(keys(dealer).includes(key)).toBe(shown);
  });

  it('trade-in is hidden for a brand without it in its menu, for any dealer; shown to service dealers of a brand without the rule', () => {
    expect(keys({ type: 'sales' }, toyota)).not.toContain('tradeIn');
    expect(keys({ type: 'service' }, { ...toyota, mainMenu: testBrand.mainMenu })).toContain('tradeIn');
  });

  it('shows the brand’s menu entries in the configured order: vehicle-market ones first, trade-in after service', () => {
    const menu = (...keys: ('vehicleMarket' | 'approved' | 'subscription' | 'tradeIn')[]) => ({
      ...testBrand,
      mainMenu: keys.map((key) => ({ key, route: key })),
    });
    expect(keys({}, menu('tradeIn', 'subscription', 'vehicleMarket', 'approved')).slice(0, 5)).toEqual([
      'subscription',
      'vehicles',
      'approved',
      'service',
      'tradeIn',
    ]);
    expect(keys({}, menu('approved')).slice(0, 2)).toEqual(['approved', 'service']);
    expect(keys({}, menu())).not.toContain('vehicles');
    const entries = mainNavigation(testDealer(), { ...base, brand: menu('vehicleMarket', 'approved', 'subscription') });
    expect(entries.slice(0, 3).map((entry) => [entry.label, entry.href])).toEqual([
      [{ message: 'vehicles' }, '/de/haendler/auto-zentrum-zuerich/auto-finden'],
      [{ message: 'approved' }, '/de/haendler/auto-zentrum-zuerich/junge-occasionen'],
      [{ message: 'subscription' }, '/de/haendler/auto-zentrum-zuerich/auto-abo'],
    ]);
  });

  it('no vehicle-market entries for a dealer without cars that is a service dealer, nor without the vehicle market', () => {
    const all = { ...testBrand, mainMenu: (['vehicleMarket', 'approved', 'subscription'] as const).map((key) => ({ key, route: key })) };
    expect(keys({ type: 'service', hasCars: false }, all)).toEqual(['service', 'locations', 'extra-0']);
    expect(keys({}, { ...all, features: { ...all.features, vehicleMarket: false } }).slice(0, 1)).toEqual(['service']);
  });

  it('the locations menu has the overview and every sub-dealer', () => {
    const locations = mainNavigation(testDealer(), base).find((entry) => entry.key === 'locations');
    expect(locations?.children?.map((child) => [child.label, child.href])).toEqual([
      [{ message: 'locationsOverview' }, '/de/haendler/auto-zentrum-zuerich/standorte'],
      [{ text: 'Auto Zentrum Zürich – Oerlikon' }, '/de/haendler/auto-zentrum-zuerich/standorte/auto-zentrum-zuerich-oerlikon'],
      [{ text: 'Auto Zentrum Zürich – Dietikon' }, '/de/haendler/auto-zentrum-zuerich/standorte/auto-zentrum-zuerich-dietikon'],
    ]);
  });

  it("extra dealer links keep the dealer's label and open externally", () => {
    expect(mainNavigation(testDealer(), base).at(-1)).toEqual({
      key: 'extra-0',
      label: { text: 'Karriere' },
      href: 'https://www.auto-zentrum-zuerich.ch/karriere',
      external: true,
    });
  });

  it('builds localized URLs', () => {
    const fr = mainNavigation(testDealer(), { ...base, locale: 'fr' });
    expect(
      fr
        .map((entry) => entry.href)
        .filter(Boolean)
        .slice(0, 4),
    ).toEqual([
      '/fr/concessionnaire/auto-zentrum-zuerich/trouver-un-vehicule',
      '/fr/concessionnaire/auto-zentrum-zuerich/occasions-recentes',
      '/fr/concessionnaire/auto-zentrum-zuerich/service',
      '/fr/concessionnaire/auto-zentrum-zuerich/trade-in',
    ]);
  });
});

describe('the site frame’s navigation (decision 0036)', () => {
  const withSiteMenu = {
    ...testBrand,
    mainMenu: [
      { key: 'vehicleMarket' as const, route: 'vehicleMarket' },
      { key: 'models' as const, route: 'models' },
      { key: 'configurator' as const, route: 'configurator' },
      { key: 'brandWorld' as const, route: 'brandPages' },
    ],
  };
  it('the model list, the configurator list and the brand world of the menu, in its order, in the page’s language', () => {
    const brand = { ...withSiteMenu, features: { ...testBrand.features, modelRange: true, brandWorld: true } };
    expect(siteNavigation(brand, 'fr').map((entry) => [entry.key, entry.href, entry.label])).toEqual([
      ['models', '/fr/modèles', { message: 'modelRange' }],
      ['configurator', '/fr/configurateur', { message: 'configurator' }],
      ['brandWorld', '/fr/pages-de-marques', { message: 'brandWorld' }],
    ]);
  });
  it('only where the page exists: an entry whose feature the brand lacks is left out', () => {
    const brand = { ...withSiteMenu, features: { ...testBrand.features, modelRange: false, brandWorld: false } };
    expect(siteNavigation(brand, 'de')).toEqual([]);
  });
  it('never in a dealer’s navigation', () => {
    const dealerKeys = mainNavigation(testDealer(), { ...base, brand: withSiteMenu }).map((entry) => entry.key);
    expect(dealerKeys).not.toContain('models');
    expect(dealerKeys).not.toContain('configurator');
  });
});
