import { defineBrand } from '@carweb/shared-util-brand';

export const brand = defineBrand({
  id: 'jaguar',
  displayName: 'Jaguar',
  wholesaler: 'jaguar',
  country: 'ch',
  platform: 'partnerweb',
  locales: ['de', 'fr', 'it', 'en'],
  defaultLocale: 'de',
  partnerWebPrefix: { de: 'haendler', fr: 'concessionnaire', it: 'concessionario', en: 'retailer' },
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
      corporate: 'https://www.jaguar.ch/de',
      privacy: 'https://www.jaguar.ch/de/datenschutz',
      emissionsTest: 'https://www.jaguar.ch/de/wltp',
    },
    fr: {
      corporate: 'https://www.jaguar.ch/fr',
      privacy: 'https://www.jaguar.ch/fr/protection-des-donnees',
      emissionsTest: 'https://www.jaguar.ch/fr/wltp',
    },
    it: {
      corporate: 'https://www.jaguar.ch/it',
      privacy: 'https://www.jaguar.ch/it/protezione-dei-dati',
      emissionsTest: 'https://www.jaguar.ch/it/wltp',
    },
    en: {
      corporate: 'https://www.jaguar.ch/en',
      privacy: 'https://www.jaguar.ch/en/privacy',
      emissionsTest: 'https://www.jaguar.ch/en/wltp',
    },
  },
  theme: {
    colorPrimary: '#1e1e1e',
    colorPrimaryContrast: '#ffffff',
    colorAccent: '#9e1b32',
    colorText: '#1e1e1e',
    colorTextMuted: '#5e5e5e',
    colorBackground: '#ffffff',
    colorSurface: '#f2f2f2',
    colorBorder: '#d0d0d0',
    fontFamily: "'Gill Sans', 'Gill Sans MT', Calibri, sans-serif",
    radius: '0px',
  },
  // the brand's mark, drawn by the project from SVG path data (not a trademark file)
  logo: {
    viewBox: '0 0 40 40',
    shapes: [
      { d: 'M2 20a18 18 0 1 0 36 0a18 18 0 1 0 -36 0Z', fill: '#1e1e1e' },
      { d: 'M5.5 20a14.5 14.5 0 1 0 29 0a14.5 14.5 0 1 0 -29 0Z', stroke: '#b08d57', strokeWidth: 1.5 },
      { d: 'M24 11V24a5 5 0 0 1 -10 0', stroke: '#ffffff', strokeWidth: 3.5 },
    ],
  },
});
