import { describe, expect, it } from 'vitest';
import { DEALER_LINK_TARGETS, resolveContentLink, resolveDealerLink, type DealerLinkTarget } from './dealer-links';
import { testBrand } from '@carweb/shared-testing';

const base = { brand: testBrand, locale: 'fr' as const, dealerSlug: 'auto-zentrum-zuerich', includeLocale: true };
const dealer = { dealerId: 100, street: 'Badenerstrasse 500', zip: '8048', city: 'Zürich', externalServiceFormUrl: null };
const home = '/fr/concessionnaire/auto-zentrum-zuerich';

const CASES: [DealerLinkTarget, string | undefined, string, boolean][] = [
  ['aboutus', undefined, `${home}/a-propos-de-nous`, false],
  ['anchor', '#services', '#services', false],
  ['custominternal', '/news/portes-ouvertes', `${home}/news/portes-ouvertes`, false],
  ['external', 'https://www.kia.ch/fr', 'https://www.kia.ch/fr', true],
  ['externalwithdealerid', 'https://termin.example/book?lang=fr', 'https://termin.example/book?lang=fr&dealerId=100', true],
  ['locationsOverview', undefined, `${home}/lieux`, false],
  ['promotiondetailoverlay', 'action-hiver', `${home}/actions/action-hiver`, false],
  [
    'routetogarage',
    undefined,
    'https://www.google.com/maps/dir/?api=1&destination=Badenerstrasse%20500%2C%208048%20Z%C3%BCrich%2C%20Schweiz',
    true,
  ],
  ['service', 'pneus', `${home}/service/pneus`, false],
  ['serviceform', undefined, `${home}/prendre-un-rendez-vous`, false],
  ['vehiclemarket', '?fuel=electric', `${home}/trouver-un-vehicule?fuel=electric`, false],
];

describe('dealer link targets (SPEC §2)', () => {
  it('covers every target', () => {
    expect(CASES.map(([target]) => target)).toEqual([...DEALER_LINK_TARGETS]);
  });

  it.each(CASES)('%s %s → %s', (target, value, href, external) => {
    expect(resolveDealerLink({ target, value }, base, dealer)).toEqual({ href, external });
  });

  it('service: the list is services in English, a service detail is service/{slug} in every language (SPEC §2)', () => {
    const en = { ...base, locale: 'en' as const };
    expect(resolveDealerLink({ target: 'service' }, en, dealer).href).toBe('/en/dealer/auto-zentrum-zuerich/services');
    expect(resolveDealerLink({ target: 'service', value: 'tyres' }, en, dealer).href).toBe('/en/dealer/auto-zentrum-zuerich/service/tyres');
  });

  it('externalwithdealerid fills a {dealerId} placeholder', () => {
    expect(resolveDealerLink({ target: 'externalwithdealerid', value: 'https://x.example/{dealerId}/book' }, base, dealer).href).toBe(
      'https://x.example/100/book',
    );
  });

  it("serviceform goes to the dealer's external service form when it has one", () => {
    const external = { ...dealer, externalServiceFormUrl: 'https://termine.kia-service-bern.ch/service' };
    expect(resolveDealerLink({ target: 'serviceform' }, base, external)).toEqual({
      href: 'https://termine.kia-service-bern.ch/service',
      external: true,
    });
  });

  it('works for a one-locale dealer without language prefix', () => {
    const single = { ...base, locale: 'it' as const, dealerSlug: 'garage-lugano', includeLocale: false };
    expect(resolveDealerLink({ target: 'aboutus' }, single, dealer).href).toBe('/concessionario/garage-lugano/chi-siamo');
  });
});

describe('links written in content (page-builder buttons)', () => {
  it.each([
    ['https://www.kia.ch/fr', { href: 'https://www.kia.ch/fr', external: true }],
    ['#contact', { href: '#contact', external: false }],
    ['/news/portes-ouvertes', { href: `${home}/news/portes-ouvertes`, external: false }],
    ['appointment', { href: `${home}/fixer-un-rendez-vous`, external: false }],
    ['serviceAppointment', { href: `${home}/prendre-un-rendez-vous`, external: false }],
    ['contact', { href: `${home}/contact`, external: false }],
  ])('%s → %o', (link, resolved) => {
    expect(resolveContentLink(link, base)).toEqual(resolved);
  });

  it.each(['javascript:alert(1)', 'data:text/html,x', 'gibt-es-nicht', '#', ''])('%s is no link', (link) => {
    expect(resolveContentLink(link, base)).toBeUndefined();
  });
});
