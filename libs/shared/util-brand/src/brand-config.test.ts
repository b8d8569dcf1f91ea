import { describe, expect, it } from 'vitest';
import { defineBrand, themeToCssVariables, type BrandConfig } from './index';

const valid = {
  id: 'kia',
  displayName: 'Kia',
  wholesaler: 'kia',
  country: 'ch',
  platform: 'partnerweb',
  locales: ['de', 'fr'],
  defaultLocale: 'de',
  partnerWebPrefix: { de: 'haendler' },
  standalone: false,
  features: { vehicleMarket: true, tradeIn: true, modelRange: true, stickyChat: false, callTracking: false, brandWorld: false },
  routeSegments: {},
  mainMenu: [],
  rootRedirect: '/de/haendlersuche',
  tradeIn: { hiddenForDealerTypes: ['service'] },
  tracking: {},
  brandForms: [],
  links: {
    de: { corporate: 'https://www.kia.ch/de', privacy: 'https://www.kia.ch/de/datenschutz', emissionsTest: 'https://www.kia.ch/de/wltp' },
  },
  theme: {
    colorPrimary: '#000',
    colorPrimaryContrast: '#fff',
    colorAccent: '#f00',
    colorText: '#000',
    colorTextMuted: '#555',
    colorBackground: '#fff',
    colorSurface: '#fff',
    colorBorder: '#ccc',
    fontFamily: 'sans-serif',
    radius: '0',
  },
  logo: { viewBox: '0 0 40 40', shapes: [{ d: 'M2 20a18 18 0 1 0 36 0a18 18 0 1 0 -36 0Z', fill: '#000' }] },
  contentBrandFilter: false,
} satisfies BrandConfig;

describe('defineBrand', () => {
  it('accepts a complete config', () => {
    expect(defineBrand(valid).id).toBe('kia');
  });

  it('the brand world is off unless a brand switches it on (decision 0034)', () => {
    const { brandWorld: _omitted, ...features } = valid.features;
    expect(defineBrand({ ...valid, features }).features.brandWorld).toBe(false);
  });

  it('rejects a default locale outside the locales, an unknown brand and a relative redirect', () => {
    expect(() => defineBrand({ ...valid, defaultLocale: 'it' })).toThrow(/defaultLocale/);
    expect(() => defineBrand({ ...valid, id: 'tesla' as 'kia' })).toThrow();
    expect(() => defineBrand({ ...valid, rootRedirect: 'de/x' })).toThrow();
  });

  it('main-menu entries are the SPEC §2 ones, each at most once, in the configured order', () => {
    const mainMenu = [
      { key: 'subscription', route: 'subscription' },
      { key: 'vehicleMarket', route: 'vehicleMarket' },
    ] as const;
    expect(defineBrand({ ...valid, mainMenu: [...mainMenu] }).mainMenu.map((entry) => entry.key)).toEqual([
      'subscription',
      'vehicleMarket',
    ]);
    expect(() => defineBrand({ ...valid, mainMenu: [...mainMenu, mainMenu[0]] })).toThrow(/twice/);
    expect(() => defineBrand({ ...valid, mainMenu: [{ key: 'magazine' as 'approved', route: 'magazine' }] })).toThrow();
  });

  it('brand facts: links must cover the default locale; no trade-in rule and no tracking scripts unless configured', () => {
    expect(() => defineBrand({ ...valid, links: { fr: valid.links.de } })).toThrow(/default locale/);
    expect(() => defineBrand({ ...valid, links: { de: { ...valid.links.de, privacy: 'datenschutz' } } })).toThrow();
    const { tradeIn: _tradeIn, tracking: _tracking, ...withoutRules } = valid;
    expect(defineBrand(withoutRules)).toMatchObject({ tradeIn: { hiddenForDealerTypes: [] }, tracking: {} });
    expect(() => defineBrand({ ...valid, tradeIn: { hiddenForDealerTypes: ['workshop' as 'service'] } })).toThrow();
  });

  it('navigation source: the dealer rules unless the content service is named', () => {
    expect(defineBrand(valid).navigationSource).toBeUndefined();
    expect(defineBrand({ ...valid, navigationSource: 'multileaseContent' }).navigationSource).toBe('multileaseContent');
    expect(() => defineBrand({ ...valid, navigationSource: 'cms' as 'dealer' })).toThrow();
  });

  it('brand forms: none unless listed, each a SPEC §7 brand form at most once', () => {
    const { brandForms: _forms, ...withoutForms } = valid;
    expect(defineBrand(withoutForms).brandForms).toEqual([]);
    expect(defineBrand({ ...valid, brandForms: ['suzuki/contact', 'emilfrey/daily-express'] }).brandForms).toEqual([
      'suzuki/contact',
      'emilfrey/daily-express',
    ]);
    expect(() => defineBrand({ ...valid, brandForms: ['suzuki/contact', 'suzuki/contact'] })).toThrow(/twice/);
    expect(() => defineBrand({ ...valid, brandForms: ['kia/contact' as 'suzuki/contact'] })).toThrow();
  });

  it('logo: SVG path data in a four-number viewBox, hex colours only', () => {
    expect(defineBrand(valid).logo.shapes[0]).toMatchObject({ fill: '#000' });
    expect(() => defineBrand({ ...valid, logo: { ...valid.logo, viewBox: '0 0 40' } })).toThrow(/viewBox/);
    expect(() => defineBrand({ ...valid, logo: { viewBox: '0 0 40 40', shapes: [{ d: '<script>', fill: '#000' }] } })).toThrow();
    expect(() => defineBrand({ ...valid, logo: { viewBox: '0 0 40 40', shapes: [{ d: 'M0 0H4', fill: 'url(x)' }] } })).toThrow();
    expect(() => defineBrand({ ...valid, logo: { viewBox: '0 0 40 40', shapes: [] } })).toThrow();
  });

  it('turns theme tokens into CSS custom properties', () => {
    expect(themeToCssVariables(valid.theme)).toContain('--color-primary-contrast:#fff;');
  });
});
