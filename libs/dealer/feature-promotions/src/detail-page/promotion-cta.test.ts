import { describe, expect, it } from 'vitest';
import { promotionFixture, serviceThemePromotionFixture, testBrand, testDealer } from '@carweb/shared-testing';
import { promotionCta } from './promotion-cta';

const base = { brand: testBrand, locale: 'de' as const, dealerSlug: 'auto-zentrum-zuerich', includeLocale: true };

describe("a promotion's call to action", () => {
  it('a service promotion books a service appointment, or opens the dealer’s own booking form', () => {
    expect(promotionCta(serviceThemePromotionFixture(), false, base, testDealer())).toEqual({
      href: '/de/haendler/auto-zentrum-zuerich/terminvereinbarung',
      external: false,
    });
    const ownForm = testDealer({ externalServiceFormUrl: 'https://termine.example.ch' });
    expect(promotionCta(serviceThemePromotionFixture(), false, base, ownForm)).toEqual({
      href: 'https://termine.example.ch',
      external: true,
    });
  });

  it('a sales promotion leads to its vehicles, or without vehicles to the contact form', () => {
    expect(promotionCta(promotionFixture(), true, base, testDealer())).toEqual({ href: '#promotion-vehicles', external: false });
    expect(promotionCta(promotionFixture(), false, base, testDealer())).toEqual({
      href: '/de/haendler/auto-zentrum-zuerich/kontakt',
      external: false,
    });
  });
});
