import { defineBrand } from '@carweb/shared-util-brand';

export const brand = defineBrand({
  id: 'multilease',
  displayName: 'Multilease',
  wholesaler: 'multilease',
  country: 'ch',
  platform: 'partnerweb',
  locales: ['de', 'fr', 'it'],
  defaultLocale: 'de',
  partnerWebPrefix: { de: 'haendler', fr: 'concessionnaire', it: 'concessionario' },
  standalone: false,
  features: { vehicleMarket: true, tradeIn: true, modelRange: false, stickyChat: false, callTracking: false },
  routeSegments: {},
  mainMenu: [
    { key: 'vehicleMarket', route: 'vehicleMarket' },
    { key: 'subscription', route: 'subscription' },
    { key: 'tradeIn', route: 'tradeIn' },
  ],
  rootRedirect: '/de/haendlersuche',
  // SPEC §2 hides trade-in only for kia's service dealers and for toyota
  tradeIn: { hiddenForDealerTypes: [] },
  // tag manager, consent and call-tracking scripts: none configured yet
  tracking: {},
  // SPEC §7 brand-specific forms: the leasing customer's requests (its contact is the corporate one)
  brandForms: [
    'multilease/change-address',
    'multilease/change-name',
    'multilease/leasing-liabilities',
    'multilease/my-payments',
    'multilease/order-payment-slip',
  ],
  // a leasing company — its navigation and footer come from the content service's multilease queries
  navigationSource: 'multileaseContent',
  // footer links; other languages use the default locale's
  links: {
    de: {
      corporate: 'https://www.multilease.ch/de',
      privacy: 'https://www.multilease.ch/de/datenschutz',
      emissionsTest: 'https://www.multilease.ch/de/wltp',
    },
    fr: {
      corporate: 'https://www.multilease.ch/fr',
      privacy: 'https://www.multilease.ch/fr/protection-des-donnees',
      emissionsTest: 'https://www.multilease.ch/fr/wltp',
    },
    it: {
      corporate: 'https://www.multilease.ch/it',
      privacy: 'https://www.multilease.ch/it/protezione-dei-dati',
      emissionsTest: 'https://www.multilease.ch/it/wltp',
    },
  },
  theme: {
    colorPrimary: '#005f73',
    colorPrimaryContrast: '#ffffff',
    colorAccent: '#b3261e',
    colorText: '#1b2b30',
    colorTextMuted: '#4d5a65',
    colorBackground: '#f4f8f9',
    colorSurface: '#ffffff',
    colorBorder: '#c9d6da',
    fontFamily: "'Segoe UI', Arial, sans-serif",
    radius: '6px',
  },
  // the brand's mark, drawn by the project from SVG path data (not a trademark file)
  logo: {
    viewBox: '0 0 40 40',
    shapes: [
      { d: 'M8 2H32a6 6 0 0 1 6 6V32a6 6 0 0 1 -6 6H8a6 6 0 0 1 -6 -6V8a6 6 0 0 1 6 -6Z', fill: '#005f73' },
      { d: 'M10 29V11L20 22L30 11V29', stroke: '#ffffff', strokeWidth: 3.5 },
    ],
  },
});
