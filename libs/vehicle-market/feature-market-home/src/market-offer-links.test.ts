import { describe, expect, it } from 'vitest';
import { testBrand } from '@carweb/shared-testing';
import type { BrandConfig } from '@carweb/shared-util-brand';
import { marketOfferLinks } from './market-offer-links';

const brand = (patch: Partial<BrandConfig>): BrandConfig => ({ ...testBrand, ...patch });

describe('the vehicle market home’s further offers (as the site navigation decides, SPEC §2)', () => {
  it('kia: approved vehicles and trade-in (the dealers offering it), in the menu’s order', () => {
    expect(marketOfferLinks(testBrand, 'de')).toEqual([
      { key: 'approved', href: '/de/junge-occasionen' },
      { key: 'tradeIn', href: '/de/haendlersuche?service=tradein' },
    ]);
  });

  it('subscription vehicles only when the main menu has them, in the page’s language', () => {
    const withSubscription = brand({ mainMenu: [...testBrand.mainMenu, { key: 'subscription', route: 'subscription' }] });
    expect(marketOfferLinks(withSubscription, 'fr').map((link) => link.href)).toContain('/fr/abonnement-auto');
  });

  it('nothing without the menu entries, or without the trade-in feature', () => {
    expect(marketOfferLinks(brand({ mainMenu: [{ key: 'vehicleMarket', route: 'vehicleMarket' }] }), 'de')).toEqual([]);
    const noTradeIn = brand({ features: { ...testBrand.features, tradeIn: false } });
    expect(marketOfferLinks(noTradeIn, 'de').map((link) => link.key)).toEqual(['approved']);
  });
});
