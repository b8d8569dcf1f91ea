import { defineBrand } from '@carweb/shared-util-brand';

export const brand = defineBrand({
  id: 'suzuki',
  displayName: 'Suzuki',
  wholesaler: 'suzuki',
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
  // SPEC §7 brand-specific forms: its own contact replaces the corporate contact
  brandForms: ['suzuki/contact'],
  // footer links; other languages use the default locale's
  links: {
    de: {
      corporate: 'https://www.suzuki.ch/de',
      privacy: 'https://www.suzuki.ch/de/datenschutz',
      emissionsTest: 'https://www.suzuki.ch/de/wltp',
    },
    fr: {
      corporate: 'https://www.suzuki.ch/fr',
      privacy: 'https://www.suzuki.ch/fr/protection-des-donnees',
      emissionsTest: 'https://www.suzuki.ch/fr/wltp',
    },
    it: {
      corporate: 'https://www.suzuki.ch/it',
      privacy: 'https://www.suzuki.ch/it/protezione-dei-dati',
      emissionsTest: 'https://www.suzuki.ch/it/wltp',
    },
  },
  theme: {
    colorPrimary: '#003399',
    colorPrimaryContrast: '#ffffff',
    colorAccent: '#c8001e',
    colorText: '#1a1a1a',
    colorTextMuted: '#5c6670',
    colorBackground: '#ffffff',
    colorSurface: '#f2f4f8',
    colorBorder: '#cfd6e0',
    fontFamily: "'Helvetica Neue', Arial, sans-serif",
    radius: '4px',
  },
  // the brand's mark, drawn by the project from SVG path data (not a trademark file)
  logo: {
    viewBox: '0 0 40 40',
    shapes: [
      { d: 'M34 4H14L5 12L16 20H24L13 12H30Z', fill: '#e30613' },
      { d: 'M6 36H26L35 28L24 20H16L27 28H10Z', fill: '#e30613' },
    ],
  },
});
