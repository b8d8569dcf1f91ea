import { describe, expect, it } from 'vitest';
import { testBrand } from '@carweb/shared-testing';
import { parseMarketFilter } from '@carweb/vehicle-market-util-search-state';
import { dealerStockResponse, modelRangeResponse } from '../model-range.fixtures';
import { modelFormLinks, stockByModel, stockLink } from './model-links';

const base = { brand: testBrand, locale: 'de' as const, dealerSlug: 'auto-zentrum-zuerich', includeLocale: true };
const [picanto, , , xceed] = modelRangeResponse().models;
const stock = stockByModel(dealerStockResponse());

describe('a model into the vehicle market (SPEC §3 list parameters make, model[])', () => {
  it('with the dealer’s stock: the list filtered by make and model id, the way the list’s filter writes them', () => {
    const link = stockLink(picanto, base, stock);
    expect(link).toEqual({ kind: 'inStock', count: 2, href: '/de/haendler/auto-zentrum-zuerich/auto-finden?make=Kia&model[]=101' });
    if (link?.kind !== 'inStock') throw new Error('in stock');
    expect(parseMarketFilter(link.href.split('?')[1])).toEqual({ make: 'Kia', model: ['101'] });
  });

  it('no link to an empty list when the dealer has none of the model', () => {
    expect(stockLink(xceed, base, stock)).toEqual({ kind: 'none' });
    expect(
      stockLink(picanto, base, stockByModel({ makes: [{ id: 'Kia', name: 'Kia', models: [{ id: '101', name: 'Picanto', count: 0 }] }] })),
    ).toEqual({ kind: 'none' });
  });

  it('while the stock is unknown: the list filtered by the model id alone', () => {
    expect(stockLink(xceed, base, undefined)).toEqual({
      kind: 'unknown',
      href: '/de/haendler/auto-zentrum-zuerich/auto-finden?model[]=104',
    });
  });

  it('in the page’s language, and nothing for a brand without the vehicle market', () => {
    expect(stockLink(picanto, { ...base, locale: 'fr' }, stock)).toMatchObject({
      href: '/fr/concessionnaire/auto-zentrum-zuerich/trouver-un-vehicule?make=Kia&model[]=101',
    });
    const noMarket = { ...testBrand, features: { ...testBrand.features, vehicleMarket: false } };
    expect(stockLink(picanto, { ...base, brand: noMarket }, stock)).toBeNull();
  });
});

describe('a model’s test drive and offer forms', () => {
  it('are {base}/modell-probefahrt/{slug} and {base}/modell-offerte/{slug}, localized', () => {
    expect(modelFormLinks(picanto, base)).toEqual({
      testDrive: '/de/haendler/auto-zentrum-zuerich/modell-probefahrt/picanto',
      offer: '/de/haendler/auto-zentrum-zuerich/modell-offerte/picanto',
    });
    expect(modelFormLinks(picanto, { ...base, locale: 'fr' })).toEqual({
      testDrive: '/fr/concessionnaire/auto-zentrum-zuerich/essai-sur-route-modele/picanto',
      offer: '/fr/concessionnaire/auto-zentrum-zuerich/offre-modele/picanto',
    });
  });

  it('none for a model without a slug', () => {
    expect(modelFormLinks({ slug: '' }, base)).toBeNull();
  });
});
