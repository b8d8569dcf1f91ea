// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import type { ApiContext } from '@carweb/api-http';
import { testBrand, testDealer, vehicleFixture } from '@carweb/shared-testing';
import { contentPagesSitemapSource, linkedCategorySlugs, vehicleSitemapSource } from './sitemap-sources';

const dealer = testDealer({ slug: 'auto-zentrum-zuerich', locales: ['de', 'fr'], defaultLocale: 'de', hasCars: true });
const apiWith = (fetch: typeof globalThis.fetch) => (locale: 'de' | 'fr' | 'it' | 'en' | 'sl') =>
  ({
    locale,
    wholesaler: 'kia',
    country: 'ch',
    platform: 'partnerweb',
    backends: { core: 'http://core.test' },
    fetch,
  }) as unknown as ApiContext;

describe('vehicles in the served sitemap', () => {
  it('lists the detail pages of the dealer’s vehicles in its languages', async () => {
    const body = {
      vehicles: [vehicleFixture({ id: 7, slug: 'kia-ev6-7', slugLocalizations: {} })],
      totalMatches: 1,
      currentPage: 1,
      error: false,
    };
    const fetch = vi.fn(async () => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } }));
    const urls = await vehicleSitemapSource(testBrand, 'https://kia.test', dealer, apiWith(fetch));
    expect(urls.map((url) => url.loc)).toEqual([
      'https://kia.test/de/haendler/auto-zentrum-zuerich/auto-finden/kia-ev6-7',
      'https://kia.test/fr/concessionnaire/auto-zentrum-zuerich/trouver-un-vehicule/kia-ev6-7',
    ]);
  });

  it('a brand without the vehicle market has none, and asks nobody', async () => {
    const fetch = vi.fn();
    const brand = { ...testBrand, features: { ...testBrand.features, vehicleMarket: false } };
    expect(await vehicleSitemapSource(brand, 'https://kia.test', dealer, apiWith(fetch))).toEqual([]);
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('the brand content pages in the served sitemap (decision 0037)', () => {
  it('lists the corporate home, the vehicle market home, the magazine and jobs in every brand language', async () => {
    const urls = await contentPagesSitemapSource.site(testBrand, 'https://kia.test', apiWith(vi.fn()));
    const locs = urls.map((url) => url.loc);
    for (const loc of ['/de', '/fr', '/de/fahrzeugmarkt', '/it/mercato-auto', '/de/magazin', '/fr/emplois'])
      expect(locs).toContain(`https://kia.test${loc}`);
  });

  it("names the category pages the brand's content navigation and footer link, in any language's words", async () => {
    const navigation = {
      navItems: [{ label: 'Elektro', url: '/de/kategorie/elektroautos', children: [{ label: 'SUV', url: '/categorie/suv?x=1' }] }],
      ctaList: [],
      vehicleMarketLinks: [{ label: 'Neuwagen', url: '/auto-finden?cond[]=new' }],
    };
    const footer = {
      linkItems: [{ title: 'Mehr', links: [{ label: 'Familie', url: '/category/family-cars' }] }],
      social: [],
      legalLinks: [],
      copyrightText: '',
      footnote: '',
      contactItems: [],
    };
    const fetch = vi.fn(async (input: RequestInfo | URL) => {
      const query = new URL(String(input), 'http://x').searchParams.get('query') ?? '';
      const data = query.includes('navigation(') ? { navigation } : { footer };
      return new Response(JSON.stringify({ data }), { status: 200, headers: { 'Content-Type': 'application/json' } });
    });
    const api = (locale: 'de' | 'fr' | 'it' | 'en' | 'sl') =>
      ({ ...apiWith(fetch as typeof globalThis.fetch)(locale), backends: { content: 'http://content.test' } }) as ApiContext;
    expect(await linkedCategorySlugs(testBrand, api)).toEqual(['elektroautos', 'suv', 'family-cars']);
  });
});
