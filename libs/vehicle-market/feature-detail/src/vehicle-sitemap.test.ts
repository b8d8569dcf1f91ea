// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import type { ApiContext } from '@carweb/api-http';
import { testBrand, vehicleFixture } from '@carweb/shared-testing';
import { defineBrand } from '@carweb/shared-util-brand';
import { vehicleSitemapUrls } from './vehicle-sitemap';

const brand = defineBrand({ ...testBrand, locales: ['de', 'fr', 'it'], mainMenu: [] });

describe('vehicles in the brand sitemap', () => {
  it('pages through every vehicle of the dealer and lists each in every dealer language', async () => {
    const pages = [
      {
        vehicles: [vehicleFixture({ id: 1, slug: 'kia-a-1', slugLocalizations: { de: 'kia-a-1', fr: 'kia-a-fr-1' } })],
        totalMatches: 2,
        currentPage: 1,
        error: false,
      },
      { vehicles: [vehicleFixture({ id: 2, slug: 'kia-b-2', slugLocalizations: {} })], totalMatches: 2, currentPage: 2, error: false },
    ];
    const fetch = vi.fn(
      async (_url: RequestInfo | URL) =>
        new Response(JSON.stringify(pages.shift()), { status: 200, headers: { 'Content-Type': 'application/json' } }),
    );
    const api = (locale: 'de' | 'fr' | 'it' | 'en' | 'sl') =>
      ({
        locale,
        wholesaler: 'kia',
        country: 'ch',
        platform: 'partnerweb',
        backends: { core: 'http://core.test' },
        fetch,
      }) as unknown as ApiContext;
    const urls = await vehicleSitemapUrls(brand, 'https://kia.test', { slug: 'azz', locales: ['de', 'fr'], defaultLocale: 'de' }, api);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(decodeURIComponent(String(fetch.mock.calls[0][0]))).toContain(
      '/de/kia/ch/corporate/list?locale=de&filter={"limit":100,"page":1,"sort":"newest"}&dealerSlug=azz',
    );
    expect(urls.map((url) => url.loc)).toEqual([
      'https://kia.test/de/haendler/azz/auto-finden/kia-a-1',
      'https://kia.test/fr/concessionnaire/azz/trouver-un-vehicule/kia-a-fr-1',
      'https://kia.test/de/haendler/azz/auto-finden/kia-b-2',
      'https://kia.test/fr/concessionnaire/azz/trouver-un-vehicule/kia-b-2',
    ]);
    expect(urls[0].alternates).toContainEqual({ hreflang: 'x-default', href: 'https://kia.test/de/haendler/azz/auto-finden/kia-a-1' });
  });
});
