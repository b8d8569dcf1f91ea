import { defineBrand } from '@carweb/shared-util-brand';

/**
 * Kia's facts (SPEC §2). The tests' brand (`testBrand` of @carweb/shared-testing) is this config: vitest.setup.ts and
 * Storybook's preview hand it in (a library may not import an app).
 */
export const brand = defineBrand({
  id: 'kia',
  displayName: 'Kia',
  wholesaler: 'kia',
  country: 'ch',
  platform: 'partnerweb',
  locales: ['de', 'fr', 'it', 'en', 'sl'],
  defaultLocale: 'de',
  partnerWebPrefix: { de: 'haendler', fr: 'concessionnaire', it: 'concessionario', en: 'dealer', sl: 'prodajalec' },
  standalone: false,
  features: { vehicleMarket: true, tradeIn: true, modelRange: true, stickyChat: true, callTracking: true },
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
  // SPEC §2: dealer types whose main navigation hides trade-in
  tradeIn: { hiddenForDealerTypes: ['service'] },
  // the brand's tag-manager container and the kia variant of the checkout steps (SPEC §9); where the scripts load from
  // is the environment's (decision 0041: the sandbox's on the embedded default)
  tracking: { tagManagerId: 'GTM-K5CH7QX', checkoutVariant: 'kia' },
  // SPEC §4: the chat of a dealer without messenger data of its own
  chat: {
    whatsappNumber: '+41 44 556 32 10',
    messengerpeopleId: { de: 'kia-schweiz-de-4821', fr: 'kia-suisse-fr-4822', it: 'kia-svizzera-it-4823' },
  },
  // footer links; other languages use the default locale's
  links: {
    de: { corporate: 'https://www.kia.ch/de', privacy: 'https://www.kia.ch/de/datenschutz', emissionsTest: 'https://www.kia.ch/de/wltp' },
    fr: {
      corporate: 'https://www.kia.ch/fr',
      privacy: 'https://www.kia.ch/fr/protection-des-donnees',
      emissionsTest: 'https://www.kia.ch/fr/wltp',
    },
    it: {
      corporate: 'https://www.kia.ch/it',
      privacy: 'https://www.kia.ch/it/protezione-dei-dati',
      emissionsTest: 'https://www.kia.ch/it/wltp',
    },
  },
  theme: {
    colorPrimary: '#05141f',
    colorPrimaryContrast: '#ffffff',
    colorAccent: '#bb162b',
    colorText: '#05141f',
    colorTextMuted: '#4d5a65',
    colorBackground: '#f7f8f9',
    colorSurface: '#ffffff',
    colorBorder: '#d5dbe0',
    fontFamily: "'Helvetica Neue', Arial, sans-serif",
    radius: '0px',
  },
  // the brand's mark, drawn by the project from SVG path data (not a trademark file)
  logo: {
    viewBox: '0 0 64 32',
    shapes: [
      { d: 'M3 16a29 13 0 1 0 58 0a29 13 0 1 0 -58 0Z', stroke: '#05141f', strokeWidth: 2.5 },
      { d: 'M19 23V9M19 17L27 9M21.5 14.5L28 23', stroke: '#05141f', strokeWidth: 2.5 },
      { d: 'M33 9V23', stroke: '#05141f', strokeWidth: 2.5 },
      { d: 'M38 23L44 9L50 23', stroke: '#05141f', strokeWidth: 2.5 },
    ],
  },
});
