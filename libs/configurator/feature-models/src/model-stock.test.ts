import { describe, expect, it } from 'vitest';
import { dealerStockResponse, modelRangeResponse, testBrand } from '@carweb/shared-testing';
import { parseMarketFilter } from '@carweb/vehicle-market-util-search-state';
import type { ModelLevel } from './model-level';
import { modelStockLink } from './model-stock';

const [picanto, , , xceed] = modelRangeResponse().models;
const site: ModelLevel = { kind: 'site', brand: testBrand, locale: 'de' };
const dealer: ModelLevel = {
  kind: 'dealer',
  dealer: { brand: testBrand, locale: 'de', dealerSlug: 'auto-zentrum-zuerich', includeLocale: true },
};

describe('a model into the vehicle market, with the live count', () => {
  it('on the site: the brand-wide list filtered by make and model, the way the list’s filter writes them', () => {
    const link = modelStockLink(picanto, site, dealerStockResponse());
    expect(link).toEqual({ kind: 'inStock', count: 2, href: '/de/auto-finden?make=Kia&model[]=101' });
    if (link?.kind !== 'inStock') throw new Error('in stock');
    expect(parseMarketFilter(link.href.split('?')[1])).toEqual({ make: 'Kia', model: ['101'] });
  });
  it('below a dealer: the dealer’s list', () => {
    expect(modelStockLink(picanto, dealer, dealerStockResponse())).toMatchObject({
      href: '/de/haendler/auto-zentrum-zuerich/auto-finden?make=Kia&model[]=101',
    });
  });
  it('no link to an empty list; the model alone while the stock is unknown; nothing without the vehicle market', () => {
    expect(modelStockLink(xceed, site, dealerStockResponse())).toEqual({ kind: 'none' });
    expect(modelStockLink(xceed, site, undefined)).toEqual({ kind: 'unknown', href: '/de/auto-finden?model[]=104' });
    const noMarket = { ...testBrand, features: { ...testBrand.features, vehicleMarket: false } };
    expect(modelStockLink(picanto, { ...site, brand: noMarket }, dealerStockResponse())).toBeNull();
  });
});
