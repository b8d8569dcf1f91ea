import type { Dealer } from '@carweb/api-contracts';
import type { BrandConfig } from '@carweb/shared-util-brand';

// Test fixtures shared by every library's tests; they mirror the sandbox fixture auto-zentrum-zuerich.

/**
 * The brand of the tests: the kia app's own config (apps/kia/brand.config.ts), never a copy. A library may not import
 * an app, so the test runs hand it in before any test module loads: vitest.setup.ts (unit tests) and Storybook's
 * preview (stories), with `provideTestBrand`.
 */
export let testBrand: BrandConfig;

export function provideTestBrand(brand: BrandConfig): void {
  testBrand = brand;
}

const baseDealer: Dealer = {
  dealerId: 100,
  slug: 'auto-zentrum-zuerich',
  name: 'Auto Zentrum Zürich AG',
  street: 'Badenerstrasse 500',
  zip: '8048',
  city: 'Zürich',
  phone: '+41 44 123 45 67',
  email: 'info@auto-zentrum-zuerich.ch',
  logo: null,
  latitude: 47.3845,
  longitude: 8.4932,
  locales: ['de', 'fr', 'it'],
  defaultLocale: 'de',
  type: 'sales_service',
  hasCars: true,
  wholesaler: { name: 'kia' },
  subDealers: [
    { dealerId: 101, slug: 'auto-zentrum-zuerich-oerlikon', name: 'Auto Zentrum Zürich – Oerlikon', locationImage: null },
    { dealerId: 102, slug: 'auto-zentrum-zuerich-dietikon', name: 'Auto Zentrum Zürich – Dietikon', locationImage: null },
  ],
  locationImage: { url: '/api/core/media/dealers/100.svg' },
  socialMedia: [
    { type: 'facebook', url: 'https://www.facebook.com/autozentrumzuerich' },
    { type: 'youtube', url: 'https://www.youtube.com/@autozentrumzuerich' },
  ],
  externalServiceFormUrl: null,
  extraMainNavLinks: [{ label: 'Karriere', link: 'https://www.auto-zentrum-zuerich.ch/karriere' }],
  messengerpeople: null,
  vehicleSourceDealerIds: [],
  brandsPages: [],
  openingHours: [{ weekday: 1, opens: '07:30', closes: '18:00' }],
  rating: { average: 4.7, count: 318 },
};

/** The dealer auto-zentrum-zuerich (kia, de/fr/it, two sub-dealers), with overrides. */
export function testDealer(overrides: Partial<Dealer> = {}): Dealer {
  return { ...baseDealer, ...overrides };
}
