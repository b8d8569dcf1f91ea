import type { Dealer } from '@carweb/api-contracts';
import { defineBrand } from '@carweb/shared-util-brand';

/** Brand and dealer for this library's tests (like the sandbox fixture auto-zentrum-zuerich). */
export const layoutTestBrand = defineBrand({
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
  theme: {
    colorPrimary: '#05141f', colorPrimaryContrast: '#fff', colorAccent: '#bb162b', colorText: '#05141f', colorTextMuted: '#4d5a65',
    colorBackground: '#fff', colorSurface: '#fff', colorBorder: '#ccc', fontFamily: 'sans-serif', radius: '0',
  },
});

export const layoutTestDealer: Dealer = {
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
  locationImage: null,
  socialMedia: [
    { type: 'facebook', url: 'https://www.facebook.com/autozentrumzuerich' },
    { type: 'youtube', url: 'https://www.youtube.com/@autozentrumzuerich' },
  ],
  externalServiceFormUrl: null,
  extraMainNavLinks: [{ label: 'Karriere', link: 'https://www.auto-zentrum-zuerich.ch/karriere' }],
  messengerpeople: null,
  vehicleSourceDealerIds: [],
  brandsPages: [],
  openingHours: [],
  rating: null,
};
