import { defineBrand } from '@carweb/shared-util-brand';

export const brand = defineBrand({
  id: 'citroen',
  displayName: 'Citroën',
  wholesaler: 'citroen',
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
    { key: 'subscription', route: 'subscription' },
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
      corporate: 'https://www.citroen.ch/de',
      privacy: 'https://www.citroen.ch/de/datenschutz',
      emissionsTest: 'https://www.citroen.ch/de/wltp',
    },
    fr: {
      corporate: 'https://www.citroen.ch/fr',
      privacy: 'https://www.citroen.ch/fr/protection-des-donnees',
      emissionsTest: 'https://www.citroen.ch/fr/wltp',
    },
    it: {
      corporate: 'https://www.citroen.ch/it',
      privacy: 'https://www.citroen.ch/it/protezione-dei-dati',
      emissionsTest: 'https://www.citroen.ch/it/wltp',
    },
  },
  theme: {
    colorPrimary: '#da291c',
    colorPrimaryContrast: '#ffffff',
    colorAccent: '#a3171a',
    colorText: '#1d1d1b',
    colorTextMuted: '#5f5f5f',
    colorBackground: '#ffffff',
    colorSurface: '#f4f4f4',
    colorBorder: '#dcdcdc',
    fontFamily: "'Century Gothic', 'Avenir Next', Arial, sans-serif",
    radius: '12px',
  },
  // the brand's mark, drawn by the project from SVG path data (not a trademark file)
  logo: {
    viewBox: '0 0 40 40',
    shapes: [
      { d: 'M6 20a14 18 0 1 0 28 0a14 18 0 1 0 -28 0Z', stroke: '#1d1d1b', strokeWidth: 2.5 },
      { d: 'M12 19L20 13L28 19', stroke: '#da291c', strokeWidth: 3.5 },
      { d: 'M12 27L20 21L28 27', stroke: '#da291c', strokeWidth: 3.5 },
    ],
  },
});
