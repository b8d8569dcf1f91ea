import { describe, expect, it } from 'vitest';
import { testBrand, testDealer } from '@carweb/shared-testing';
import { brandLinks } from './brand-links';
import { footerLinks } from './footer-links';

const base = { brand: testBrand, locale: 'de' as const, dealerSlug: 'auto-zentrum-zuerich', includeLocale: true };

describe('footer (SPEC §2)', () => {
  it('social links in the order facebook, instagram, twitter, youtube', () => {
    const dealer = { ...testDealer(), socialMedia: [...testDealer().socialMedia].reverse() };
    expect(footerLinks(dealer, base).social.map((s) => s.type)).toEqual(['facebook', 'youtube']);
  });

  it('a locations link only for dealers with sub-dealers', () => {
    expect(footerLinks(testDealer(), base).locations?.href).toBe('/de/haendler/auto-zentrum-zuerich/standorte');
    expect(footerLinks({ ...testDealer(), subDealers: [] }, base).locations).toBeNull();
  });

  it('quick links: service appointment, test drive, call, mail', () => {
    expect(footerLinks(testDealer(), base).quickLinks).toEqual([
      { key: 'serviceAppointment', href: '/de/haendler/auto-zentrum-zuerich/terminvereinbarung', external: false },
      { key: 'testDrive', href: '/de/haendler/auto-zentrum-zuerich/probefahrt', external: false },
      { key: 'call', href: 'tel:+41441234567', external: false },
      { key: 'mail', href: 'mailto:info@auto-zentrum-zuerich.ch', external: false },
    ]);
  });

  it("beside the address: contact form, newsletter, and brochures where the brand's models are sold", () => {
    expect(footerLinks(testDealer(), base).contact).toEqual([
      { key: 'contactForm', href: '/de/haendler/auto-zentrum-zuerich/kontakt', external: false },
      { key: 'newsletter', href: '/de/haendler/auto-zentrum-zuerich/newsletter', external: false },
      { key: 'brochures', href: '/de/haendler/auto-zentrum-zuerich/prospekte', external: false },
    ]);
    const keys = (links: { key: string }[]) => links.map((link) => link.key);
    expect(keys(footerLinks({ ...testDealer(), type: 'service' }, base).contact)).toEqual(['contactForm', 'newsletter']);
    const noModels = { ...base, brand: { ...testBrand, features: { ...testBrand.features, modelRange: false } } };
    expect(keys(footerLinks(testDealer(), noModels).contact)).toEqual(['contactForm', 'newsletter']);
  });

  it('calls the tracked number when call tracking has one', () => {
    expect(footerLinks(testDealer(), base, '+41 44 999 00 00').quickLinks[2].href).toBe('tel:+41449990000');
  });

  it('corporate, privacy and emissions-test links of the brand, per language', () => {
    expect(footerLinks(testDealer(), base).legal.map((link) => link.key)).toEqual(['corporate', 'privacy', 'emissionsTest']);
    expect(brandLinks(testBrand, 'fr')).toEqual({
      corporate: 'https://www.kia.ch/fr',
      privacy: 'https://www.kia.ch/fr/protection-des-donnees',
      emissionsTest: 'https://www.kia.ch/fr/wltp',
    });
    expect(brandLinks(testBrand, 'en').corporate).toBe('https://www.kia.ch/de'); // no en links: the default locale's
  });
});
