import type { Dealer } from '@carweb/api-contracts';
import { defineBrand } from '@carweb/shared-util-brand';

/** A brand and a dealer for this library's tests. */
export const testBrand = defineBrand({
  id: 'kia',
  displayName: 'Kia',
  wholesaler: 'kia',
  country: 'ch',
  platform: 'partnerweb',
  locales: ['de', 'fr', 'it'],
  defaultLocale: 'de',
  partnerWebPrefix: { de: 'haendler', fr: 'concessionnaire', it: 'concessionario' },
  standalone: false,
  features: { vehicleMarket: true, tradeIn: true, modelRange: true, stickyChat: true, callTracking: true },
  routeSegments: {},
  mainMenu: [],
  rootRedirect: '/de/haendlersuche',
  theme: {
    colorPrimary: '#000', colorPrimaryContrast: '#fff', colorAccent: '#f00', colorText: '#000', colorTextMuted: '#555',
    colorBackground: '#fff', colorSurface: '#fff', colorBorder: '#ccc', fontFamily: 'sans-serif', radius: '0',
  },
});

export const testDealer: Dealer = {
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
  subDealers: [],
  locationImage: { url: '/api/core/media/dealers/100.svg' },
  socialMedia: [{ type: 'facebook', url: 'https://www.facebook.com/autozentrumzuerich' }],
  externalServiceFormUrl: null,
  extraMainNavLinks: [],
  messengerpeople: null,
  vehicleSourceDealerIds: [],
  brandsPages: [],
  openingHours: [{ weekday: 1, opens: '07:30', closes: '18:00' }],
  rating: { average: 4.7, count: 318 },
};
