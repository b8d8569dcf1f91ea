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
    // the site's model list and configurator list (decision 0034), where the brand has its model range
    { key: 'models', route: 'models' },
    { key: 'configurator', route: 'configurator' },
  ],
  rootRedirect: '/de/haendlersuche',
  tradeIn: { hiddenForDealerTypes: [] },
  // tag manager, consent and call-tracking scripts: none configured yet
  tracking: {},
  // footer links; other languages use the default locale's
  links: {
    de: {
      corporate: 'https://www.toyota.ch/de',
      privacy: 'https://www.toyota.ch/de/datenschutz',
      emissionsTest: 'https://www.toyota.ch/de/wltp',
    },
    fr: {
      corporate: 'https://www.toyota.ch/fr',
      privacy: 'https://www.toyota.ch/fr/protection-des-donnees',
      emissionsTest: 'https://www.toyota.ch/fr/wltp',
    },
    it: {
      corporate: 'https://www.toyota.ch/it',
      privacy: 'https://www.toyota.ch/it/protezione-dei-dati',
      emissionsTest: 'https://www.toyota.ch/it/wltp',
    },
  },
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
  // the brand's mark, drawn by the project from SVG path data (not a trademark file)
  logo: {
    viewBox: '0 0 56 40',
    shapes: [
      { d: 'M3 20a25 16 0 1 0 50 0a25 16 0 1 0 -50 0Z', stroke: '#c8001e', strokeWidth: 3 },
      { d: 'M13 14a15 6 0 1 0 30 0a15 6 0 1 0 -30 0Z', stroke: '#c8001e', strokeWidth: 3 },
      { d: 'M22 21a6 12 0 1 0 12 0a6 12 0 1 0 -12 0Z', stroke: '#c8001e', strokeWidth: 3 },
    ],
  },
});
