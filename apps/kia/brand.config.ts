import { defineBrand } from '@carweb/shared-util-brand';

export const brand = defineBrand({
  id: 'kia',
  displayName: 'Kia',
  wholesaler: 'kia',
  country: 'ch',
  platform: 'partnerweb',
  locales: ['de', 'fr', 'it', 'en', 'sl'],
  defaultLocale: 'de',
  partnerWebPrefix: { de: 'haendler', fr: 'concessionnaire', it: 'concessionario', en: 'dealer', sl: 'prodajalec' },
  standalone: false,
  features: { vehicleMarket: true, tradeIn: true, modelRange: true, stickyChat: true, callTracking: true },
  routeSegments: {},
  mainMenu: [
    { key: 'vehicleMarket', route: 'vehicleMarket' },
    { key: 'approved', route: 'approved' },
    { key: 'tradeIn', route: 'tradeIn' },
  ],
  rootRedirect: '/de/haendlersuche',
  theme: {
    colorPrimary: '#05141f',
    colorPrimaryContrast: '#ffffff',
    colorAccent: '#bb162b',
    colorText: '#05141f',
    colorTextMuted: '#4d5a65',
    colorBackground: '#f7f8f9',
    colorSurface: '#ffffff',
    colorBorder: '#d5dbe0',
    fontFamily: "'Helvetica Neue', Arial, sans-serif",
    radius: '0px',
  },
});
