import { describe, expect, it } from 'vitest';
import { testBrand, testDealer } from '@carweb/shared-testing';
import { quickLinks } from './QuickLinks';

const base = {
  brand: testBrand,
  locale: 'de' as const,
  dealerSlug: 'auto-zentrum-zuerich',
  includeLocale: true,
  locales: [],
  defaultLocale: 'de' as const,
};
const keys = (dealer: ReturnType<typeof testDealer>) => quickLinks(dealer, base).map((link) => link.key);

describe('the dealer home quick links', () => {
  it('a sales and service dealer with locations: service appointment, locations, contact persons, vehicles, models', () => {
    const dealer = testDealer({ type: 'sales_service', hasCars: true });
    expect(keys(dealer)).toEqual(
      dealer.subDealers.length
        ? ['service', 'locations', 'contacts', 'vehicles', 'models']
        : ['service', 'route', 'contacts', 'vehicles', 'models'],
    );
  });

  it('a dealer without locations gets the way to its garage instead', () => {
    const links = quickLinks(testDealer({ subDealers: [] }), base);
    expect(links.find((link) => link.key === 'route')).toMatchObject({ external: true, href: expect.stringContaining('google.com/maps') });
    expect(links.some((link) => link.key === 'locations')).toBe(false);
  });

  it('a sales-only dealer books no service; a service dealer has no model range, and no vehicles without cars', () => {
    expect(keys(testDealer({ type: 'sales' }))).not.toContain('service');
    const service = keys(testDealer({ type: 'service', hasCars: false }));
    expect(service).not.toContain('models');
    expect(service).not.toContain('vehicles');
    expect(service).toContain('service');
  });

  it("the service appointment goes to the dealer's own booking form when it has one", () => {
    const external = quickLinks(testDealer({ type: 'service', externalServiceFormUrl: 'https://termine.example/book' }), base)[0];
    expect(external).toMatchObject({ key: 'service', href: 'https://termine.example/book', external: true });
  });

  it('contact persons are the about-us section', () => {
    expect(quickLinks(testDealer(), base).find((link) => link.key === 'contacts')?.href).toBe(
      '/de/haendler/auto-zentrum-zuerich/ueber-uns#contact-persons',
    );
  });
});
