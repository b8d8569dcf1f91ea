import { defineBrand } from '@carweb/shared-util-brand';

export const brand = defineBrand({
  id: 'zeekr',
  displayName: 'Zeekr',
  wholesaler: 'zeekr',
  country: 'ch',
  platform: 'partnerweb',
  locales: ['de', 'fr', 'it', 'en'],
  defaultLocale: 'de',
  partnerWebPrefix: { de: 'haendler', fr: 'concessionnaire', it: 'concessionario', en: 'dealer' },
  standalone: false,
  features: { vehicleMarket: true, tradeIn: true, modelRange: true, stickyChat: false, callTracking: false },
  routeSegments: {},
  mainMenu: [
    { key: 'vehicleMarket', route: 'vehicleMarket' },
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
  // SPEC §7 brand-specific forms: its own contact (replacing the corporate contact) and the model test drive
  brandForms: ['zeekr/contact', 'zeekr/model-test-drive'],
  // footer links; other languages use the default locale's
  links: {
    de: {
      corporate: 'https://www.zeekr.ch/de',
      privacy: 'https://www.zeekr.ch/de/datenschutz',
      emissionsTest: 'https://www.zeekr.ch/de/wltp',
    },
    fr: {
      corporate: 'https://www.zeekr.ch/fr',
      privacy: 'https://www.zeekr.ch/fr/protection-des-donnees',
      emissionsTest: 'https://www.zeekr.ch/fr/wltp',
    },
    it: {
      corporate: 'https://www.zeekr.ch/it',
      privacy: 'https://www.zeekr.ch/it/protezione-dei-dati',
      emissionsTest: 'https://www.zeekr.ch/it/wltp',
    },
    en: {
      corporate: 'https://www.zeekr.ch/en',
      privacy: 'https://www.zeekr.ch/en/privacy',
      emissionsTest: 'https://www.zeekr.ch/en/wltp',
    },
  },
  theme: {
    colorPrimary: '#111111',
    colorPrimaryContrast: '#ffffff',
    colorAccent: '#5b3fd6',
    colorText: '#111111',
    colorTextMuted: '#595959',
    colorBackground: '#ffffff',
    colorSurface: '#f5f5f7',
    colorBorder: '#d9d9de',
    fontFamily: "'Helvetica Neue', Helvetica, Arial, sans-serif",
    radius: '0px',
  },
  // the brand's mark, drawn by the project from SVG path data (not a trademark file)
  logo: {
    viewBox: '0 0 48 32',
    shapes: [
      { d: 'M7 7H41', stroke: '#111111', strokeWidth: 3.5 },
      { d: 'M39 9L9 23', stroke: '#111111', strokeWidth: 3.5 },
      { d: 'M7 25H41', stroke: '#111111', strokeWidth: 3.5 },
    ],
  },
});
