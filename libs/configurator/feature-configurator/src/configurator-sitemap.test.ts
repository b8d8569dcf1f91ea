// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import type { ApiContext } from '@carweb/api-http';
import { testBrand, testDealer } from '@carweb/shared-testing';
import { configuratorSitemapUrls, configuratorSiteSitemapSource } from './configurator-sitemap';

const models = {
  models: [{ modelCode: 'KIA-STONIC', slug: 'stonic', name: 'Kia Stonic', brand: 'kia', category: 'suv', priceFrom: 1, image: '' }],
};
const fetch = vi.fn(async () => new Response(JSON.stringify(models), { status: 200, headers: { 'Content-Type': 'application/json' } }));
const api = (locale: 'de' | 'fr' | 'it' | 'en' | 'sl') =>
  ({
    locale,
    wholesaler: 'kia',
    country: 'ch',
    platform: 'partnerweb',
    backends: { model: 'http://model.test' },
    fetch,
  }) as unknown as ApiContext;

describe('the configurator in the sitemap', () => {
  it('site: the list and each model’s default configuration in every brand language, with hreflang', async () => {
    const urls = await configuratorSiteSitemapSource.site(testBrand, 'https://kia.test', api);
    const locs = urls.map((url) => url.loc);
    expect(locs).toContain('https://kia.test/de/konfigurator');
    expect(locs).toContain('https://kia.test/fr/configurateur/stonic');
    expect(urls.find((url) => url.loc === 'https://kia.test/de/konfigurator/stonic')?.alternates).toContainEqual({
      hreflang: 'it-CH',
      href: 'https://kia.test/it/configuratore/stonic',
    });
  });

  it('dealer: each model’s default configuration in the dealer’s languages; none at a service dealer', async () => {
    const dealer = testDealer({ locales: ['de', 'fr'], defaultLocale: 'de' });
    expect((await configuratorSitemapUrls(testBrand, 'https://kia.test', dealer, api)).map((url) => url.loc)).toEqual([
      'https://kia.test/de/haendler/auto-zentrum-zuerich/konfigurator/stonic',
      'https://kia.test/fr/concessionnaire/auto-zentrum-zuerich/configurateur/stonic',
    ]);
    expect(await configuratorSitemapUrls(testBrand, 'https://kia.test', testDealer({ type: 'service' }), api)).toEqual([]);
  });
});
