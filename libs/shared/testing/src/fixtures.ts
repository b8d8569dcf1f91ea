import type { Dealer } from '@carweb/api-contracts';
import { defineBrand, type BrandConfig } from '@carweb/shared-util-brand';

/** Test fixtures shared by every library's tests; they mirror the sandbox fixture auto-zentrum-zuerich. */
export const testBrand: BrandConfig = defineBrand({
  id: 'kia',
  displayName: 'Kia',
  wholesaler: 'kia',
  country: 'ch',
  platform: 'partnerweb',
  locales: ['de', 'fr', 'it', 'en'],
  defaultLocale: 'de',
  partnerWebPrefix: { de: 'haendler', fr: 'concessionnaire', it: 'concessionario', en: 'dealer' },
  standalone: false,
  features: { vehicleMarket: true, tradeIn: true, modelRange: true, stickyChat: true, callTracking: true },
  routeSegments: {},
  mainMenu: [
    { key: 'vehicleMarket', route: 'vehicleMarket' },
    { key: 'tradeIn', route: 'tradeIn' },
  ],
  rootRedirect: '/de/haendlersuche',
  tradeIn: { hiddenForDealerTypes: ['service'] },
  links: {
    de: { corporate: 'https://www.kia.ch/de', privacy: 'https://www.kia.ch/de/datenschutz', emissionsTest: 'https://www.kia.ch/de/wltp' },
    fr: {
      corporate: 'https://www.kia.ch/fr',
      privacy: 'https://www.kia.ch/fr/protection-des-donnees',
      emissionsTest: 'https://www.kia.ch/fr/wltp',
    },
    it: {
      corporate: 'https://www.kia.ch/it',
      privacy: 'https://www.kia.ch/it/protezione-dei-dati',
      emissionsTest: 'https://www.kia.ch/it/wltp',
    },
  },
  theme: {
    colorPrimary: '#05141f',
    colorPrimaryContrast: '#fff',
    colorAccent: '#bb162b',
    colorText: '#05141f',
    colorTextMuted: '#4d5a65',
    colorBackground: '#fff',
    colorSurface: '#fff',
    colorBorder: '#ccc',
    fontFamily: 'sans-serif',
    radius: '0',
  },
  logo: { viewBox: '0 0 40 40', shapes: [{ d: 'M2 20a18 18 0 1 0 36 0a18 18 0 1 0 -36 0Z', fill: '#05141f' }] },
});

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
