import { defineBrand } from '@carweb/shared-util-brand';

export const brand = defineBrand({
  id: 'emilfrey',
  displayName: 'Emil Frey',
  wholesaler: 'emilfrey',
  country: 'ch',
  platform: 'partnerweb',
  locales: ['de', 'fr', 'it'],
  defaultLocale: 'de',
  partnerWebPrefix: { de: 'haendler', fr: 'concessionnaire', it: 'concessionario' },
  standalone: false,
  features: { vehicleMarket: true, tradeIn: true, modelRange: false, stickyChat: false, callTracking: false, brandWorld: true },
  routeSegments: {},
  mainMenu: [
    { key: 'vehicleMarket', route: 'vehicleMarket' },
    { key: 'approved', route: 'approved' },
    { key: 'subscription', route: 'subscription' },
    { key: 'tradeIn', route: 'tradeIn' },
    // the brand world of the multi-make group (decision 0034)
    { key: 'brandWorld', route: 'brandPages' },
  ],
  rootRedirect: '/de/haendlersuche',
  // SPEC §2 hides trade-in only for kia's service dealers and for toyota
  tradeIn: { hiddenForDealerTypes: [] },
  // tag manager, consent and call-tracking scripts: none configured yet
  tracking: {},
  // SPEC §7 brand-specific forms: its own contact (replacing the corporate contact), newsletter, the daily-express lookup
  brandForms: ['emilfrey/contact', 'emilfrey/newsletter', 'emilfrey/daily-express'],
  // footer links; other languages use the default locale's
  links: {
    de: {
      corporate: 'https://www.emilfrey.ch/de',
      privacy: 'https://www.emilfrey.ch/de/datenschutz',
      emissionsTest: 'https://www.emilfrey.ch/de/wltp',
    },
    fr: {
      corporate: 'https://www.emilfrey.ch/fr',
      privacy: 'https://www.emilfrey.ch/fr/protection-des-donnees',
      emissionsTest: 'https://www.emilfrey.ch/fr/wltp',
    },
    it: {
      corporate: 'https://www.emilfrey.ch/it',
      privacy: 'https://www.emilfrey.ch/it/protezione-dei-dati',
      emissionsTest: 'https://www.emilfrey.ch/it/wltp',
    },
  },
  theme: {
    colorPrimary: '#c4001a',
    colorPrimaryContrast: '#ffffff',
    colorAccent: '#a4161a',
    colorText: '#1d1d1b',
    colorTextMuted: '#5c6670',
    colorBackground: '#f7f7f7',
    colorSurface: '#ffffff',
    colorBorder: '#d6d6d6',
    fontFamily: "Arial, 'Helvetica Neue', sans-serif",
    radius: '2px',
  },
  // the brand's mark, drawn by the project from SVG path data (not a trademark file)
  logo: {
    viewBox: '0 0 56 32',
    shapes: [
      { d: 'M2 2H54V30H2Z', fill: '#c4001a' },
      { d: 'M24.5 9H17.5V23H24.5M17.5 16H23.5', stroke: '#ffffff', strokeWidth: 2.5 },
      { d: 'M38.5 9H31.5V23M31.5 16H37.5', stroke: '#ffffff', strokeWidth: 2.5 },
    ],
  },
});
