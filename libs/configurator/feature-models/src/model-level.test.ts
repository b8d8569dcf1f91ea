import { describe, expect, it } from 'vitest';
import { testBrand } from '@carweb/shared-testing';
import { configureHref, modelActions } from './model-actions';
import { isMipsId, modelBrandName, modelPagePath, type ModelLevel } from './model-level';

const site: ModelLevel = { kind: 'site', brand: testBrand, locale: 'de' };
const dealer: ModelLevel = {
  kind: 'dealer',
  dealer: { brand: testBrand, locale: 'de', dealerSlug: 'auto-zentrum-zuerich', includeLocale: true },
};

describe('model page paths (decision 0034)', () => {
  it('are /{lang}/modelle/{slug} on the site and {base}/modelle/{slug} below a dealer, localized', () => {
    expect(modelPagePath(site, 'sportage')).toBe('/de/modelle/sportage');
    expect(modelPagePath({ ...site, locale: 'fr' }, 'sportage')).toBe('/fr/modèles/sportage');
    expect(modelPagePath(dealer, 'ev6')).toBe('/de/haendler/auto-zentrum-zuerich/modelle/ev6');
  });
  it('tell a mipsId (capital letters, then digits) from a slug', () => {
    expect(isMipsId('KI00106')).toBe(true);
    expect(['sportage', 'ev6', 'kia-ceed-sw', 'KI'].map(isMipsId)).toEqual([false, false, false, false]);
  });
  it('name the model’s brand as the site does for its own brand', () => {
    expect(modelBrandName('kia', testBrand)).toBe(testBrand.displayName);
    expect(modelBrandName('toyota', testBrand)).toBe('Toyota');
  });
});

describe('the ways to act on a model', () => {
  it('below a dealer: its model test drive, model offer and brochure request', () => {
    expect(modelActions(dealer, 'sportage', 'sales')).toEqual({
      testDrive: '/de/haendler/auto-zentrum-zuerich/modell-probefahrt/sportage',
      offer: '/de/haendler/auto-zentrum-zuerich/modell-offerte/sportage',
      brochure: '/de/haendler/auto-zentrum-zuerich/prospekte',
    });
  });
  it('none on the site (a lead needs a dealer) nor at a service dealer (its model forms answer not-found)', () => {
    expect(modelActions(site, 'sportage', undefined)).toBeNull();
    expect(modelActions(dealer, 'sportage', 'service')).toBeNull();
  });
});

describe('the configure link', () => {
  const stonic = { slug: 'stonic', brand: testBrand.wholesaler };
  it('is the configurator on the same level', () => {
    expect(configureHref(site, stonic, undefined, 3)).toBe('/de/konfigurator/stonic');
    expect(configureHref(dealer, stonic, 'sales', 3)).toBe('/de/haendler/auto-zentrum-zuerich/konfigurator/stonic');
  });
  it('none where the configurator answers not-found: another brand’s model, a service dealer; none without variants', () => {
    expect(configureHref(site, { ...stonic, brand: 'toyota' }, undefined, 3)).toBeNull();
    expect(configureHref(dealer, stonic, 'service', 3)).toBeNull();
    expect(configureHref(site, stonic, undefined, 0)).toBeNull();
  });
});
