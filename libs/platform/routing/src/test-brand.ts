import { defineBrand } from '@carweb/shared-util-brand';

/** A brand config for this library's tests. */
export const testBrand = defineBrand({
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
  mainMenu: [],
  rootRedirect: '/de/haendlersuche',
  theme: {
    colorPrimary: '#000', colorPrimaryContrast: '#fff', colorAccent: '#f00', colorText: '#000', colorTextMuted: '#555',
    colorBackground: '#fff', colorSurface: '#fff', colorBorder: '#ccc', fontFamily: 'sans-serif', radius: '0',
  },
});
