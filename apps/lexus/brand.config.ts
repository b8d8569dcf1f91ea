import { defineBrand } from '@carweb/shared-util-brand';

export const brand = defineBrand({
  id: 'lexus',
  displayName: 'Lexus',
  wholesaler: 'lexus',
  country: 'ch',
  platform: 'partnerweb',
  locales: ['de', 'fr', 'it'],
  defaultLocale: 'de',
  partnerWebPrefix: { de: 'partner', fr: 'partenaire', it: 'partner' },
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
      corporate: 'https://www.lexus.ch/de',
      privacy: 'https://www.lexus.ch/de/datenschutz',
      emissionsTest: 'https://www.lexus.ch/de/wltp',
    },
    fr: {
      corporate: 'https://www.lexus.ch/fr',
      privacy: 'https://www.lexus.ch/fr/protection-des-donnees',
      emissionsTest: 'https://www.lexus.ch/fr/wltp',
    },
    it: {
      corporate: 'https://www.lexus.ch/it',
      privacy: 'https://www.lexus.ch/it/protezione-dei-dati',
      emissionsTest: 'https://www.lexus.ch/it/wltp',
    },
  },
  theme: {
    colorPrimary: '#1a1a1a',
    colorPrimaryContrast: '#ffffff',
    colorAccent: '#8a6a3b',
    colorText: '#1a1a1a',
    colorTextMuted: '#606060',
    colorBackground: '#ffffff',
    colorSurface: '#f7f7f5',
    colorBorder: '#d7d7d2',
    fontFamily: "'Helvetica Neue', Helvetica, Arial, sans-serif",
    radius: '0px',
  },
  // the brand's mark, drawn by the project from SVG path data (not a trademark file)
  logo: {
    viewBox: '0 0 56 40',
    shapes: [
      { d: 'M3 20a25 16 0 1 0 50 0a25 16 0 1 0 -50 0Z', stroke: '#1a1a1a', strokeWidth: 2.5 },
      { d: 'M25 8L17 30H40', stroke: '#1a1a1a', strokeWidth: 3 },
    ],
  },
});
