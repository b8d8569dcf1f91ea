import { defineBrand } from '@carweb/shared-util-brand';

export const brand = defineBrand({
  id: 'opel',
  displayName: 'Opel',
  wholesaler: 'opel',
  country: 'ch',
  platform: 'partnerweb',
  locales: ['de', 'fr', 'it'],
  defaultLocale: 'de',
  partnerWebPrefix: { de: 'haendler', fr: 'concessionnaire', it: 'concessionario' },
  standalone: false,
  features: { vehicleMarket: true, tradeIn: true, modelRange: true, stickyChat: false, callTracking: false },
  routeSegments: {},
  mainMenu: [
    { key: 'vehicleMarket', route: 'vehicleMarket' },
    { key: 'approved', route: 'approved' },
    { key: 'tradeIn', route: 'tradeIn' },
    // the site's model list and configurator list (decision 0034), where the brand has its model range
    { key: 'models', route: 'models' },
    { key: 'configurator', route: 'configurator' },
  ],
  rootRedirect: '/de/haendlersuche',
  // SPEC §2 hides trade-in only for kia's service dealers and for toyota
  tradeIn: { hiddenForDealerTypes: [] },
  // tag manager, consent and call-tracking scripts: none configured yet
  tracking: {},
  // footer links; other languages use the default locale's
  links: {
    de: {
      corporate: 'https://www.opel.ch/de',
      privacy: 'https://www.opel.ch/de/datenschutz',
      emissionsTest: 'https://www.opel.ch/de/wltp',
    },
    fr: {
      corporate: 'https://www.opel.ch/fr',
      privacy: 'https://www.opel.ch/fr/protection-des-donnees',
      emissionsTest: 'https://www.opel.ch/fr/wltp',
    },
    it: {
      corporate: 'https://www.opel.ch/it',
      privacy: 'https://www.opel.ch/it/protezione-dei-dati',
      emissionsTest: 'https://www.opel.ch/it/wltp',
    },
  },
  theme: {
    colorPrimary: '#1a1a1a',
    colorPrimaryContrast: '#ffffff',
    colorAccent: '#b42318',
    colorText: '#1a1a1a',
    colorTextMuted: '#5a5a5a',
    colorBackground: '#ffffff',
    colorSurface: '#f5f5f5',
    colorBorder: '#d9d9d9',
    fontFamily: 'Arial, sans-serif',
    radius: '4px',
  },
  // the brand's mark, drawn by the project from SVG path data (not a trademark file)
  logo: {
    viewBox: '0 0 40 40',
    shapes: [
      { d: 'M2 20a18 18 0 1 0 36 0a18 18 0 1 0 -36 0Z', fill: '#1a1a1a' },
      { d: 'M5 18.5H20L25 13.5L26.5 18.5H35V21.5H20L15 26.5L13.5 21.5H5Z', fill: '#f7ff14' },
    ],
  },
});
