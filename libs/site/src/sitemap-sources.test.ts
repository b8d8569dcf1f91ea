// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import type { ApiContext } from '@carweb/api-http';
import { testBrand, testDealer, vehicleFixture } from '@carweb/shared-testing';
import { vehicleSitemapSource } from './sitemap-sources';

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
