import { defineBrand } from '@carweb/shared-util-brand';

export const brand = defineBrand({
  id: 'toyota',
  displayName: 'Toyota',
  wholesaler: 'toyota',
  country: 'ch',
  platform: 'partnerweb',
  locales: ['de', 'fr', 'it'],
  defaultLocale: 'de',
  partnerWebPrefix: { de: 'partner', fr: 'partenaire', it: 'partner' },
  standalone: false,
  features: { vehicleMarket: true, tradeIn: true, modelRange: true, stickyChat: false, callTracking: false },
  routeSegments: {},
  // toyota is the SPEC §2 brand without trade-in in its main navigation
  mainMenu: [
    { key: 'vehicleMarket', route: 'vehicleMarket' },
    { key: 'subscription', route: 'subscription' },
  ],
  rootRedirect: '/de/haendlersuche',
  theme: {
    colorPrimary: '#c8001e',
    colorPrimaryContrast: '#ffffff',
    colorAccent: '#1a1a1a',
    colorText: '#1a1a1a',
    colorTextMuted: '#58595b',
    colorBackground: '#ffffff',
    colorSurface: '#f4f4f4',
    colorBorder: '#d8d8d8',
    fontFamily: "Arial, 'Helvetica Neue', sans-serif",
    radius: '8px',
  },
});
