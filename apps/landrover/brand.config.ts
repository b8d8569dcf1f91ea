import { defineBrand } from '@carweb/shared-util-brand';

export const brand = defineBrand({
  id: 'landrover',
  displayName: 'Land Rover',
  wholesaler: 'landrover',
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
      corporate: 'https://www.landrover.ch/de',
      privacy: 'https://www.landrover.ch/de/datenschutz',
      emissionsTest: 'https://www.landrover.ch/de/wltp',
    },
    fr: {
      corporate: 'https://www.landrover.ch/fr',
      privacy: 'https://www.landrover.ch/fr/protection-des-donnees',
      emissionsTest: 'https://www.landrover.ch/fr/wltp',
    },
    it: {
      corporate: 'https://www.landrover.ch/it',
      privacy: 'https://www.landrover.ch/it/protezione-dei-dati',
      emissionsTest: 'https://www.landrover.ch/it/wltp',
    },
    en: {
      corporate: 'https://www.landrover.ch/en',
      privacy: 'https://www.landrover.ch/en/privacy',
      emissionsTest: 'https://www.landrover.ch/en/wltp',
    },
  },
  theme: {
    colorPrimary: '#005a2b',
    colorPrimaryContrast: '#ffffff',
    colorAccent: '#a4161a',
    colorText: '#0c121c',
    colorTextMuted: '#4a4f54',
    colorBackground: '#ffffff',
    colorSurface: '#f3f3f3',
    colorBorder: '#d5d7d9',
    fontFamily: "'Avenir Next', Avenir, 'Segoe UI', Arial, sans-serif",
    radius: '0px',
  },
  // the brand's mark, drawn by the project from SVG path data (not a trademark file)
  logo: {
    viewBox: '0 0 64 32',
    shapes: [
      { d: 'M2 16a30 14 0 1 0 60 0a30 14 0 1 0 -60 0Z', fill: '#005a2b' },
      { d: 'M6 16a26 10.5 0 1 0 52 0a26 10.5 0 1 0 -52 0Z', stroke: '#ffffff', strokeWidth: 1 },
      { d: 'M21 10V22H28', stroke: '#ffffff', strokeWidth: 2.5 },
      { d: 'M34 22V10H38.5a3.5 3.5 0 0 1 0 7H34M38 17L42.5 22', stroke: '#ffffff', strokeWidth: 2.5 },
    ],
  },
});
