import { describe, expect, it, vi } from 'vitest';
import { proxiedBackendAddresses, type ApiContext } from '@carweb/api-http';
import { testBrand, testDealer } from '@carweb/shared-testing';
import { modelRangeSitemapUrls } from './model-range-sitemap';

const apiFor = (dealer: ReturnType<typeof testDealer>) => {
  const fetch = vi.fn(async () => new Response(JSON.stringify(dealer), { headers: { 'Content-Type': 'application/json' } }));
  return (locale: 'de' | 'fr' | 'it' | 'en' | 'sl'): ApiContext => ({
    locale,
    wholesaler: 'kia',
    country: 'ch',
    platform: 'partnerweb',
    backends: proxiedBackendAddresses(),
    fetch,
  });
};

describe('the model range in the sitemap', () => {
  it('is listed in every language of a sales dealer, with hreflang alternates', async () => {
    const dealer = testDealer({ type: 'sales_service', locales: ['de', 'fr'], defaultLocale: 'de' });
    const urls = await modelRangeSitemapUrls(testBrand, 'https://kia.test', dealer, apiFor(dealer));
    expect(urls.map((url) => url.loc)).toEqual([
      `https://kia.test/de/haendler/${dealer.slug}/modelle`,
      `https://kia.test/fr/concessionnaire/${dealer.slug}/modèles`,
    ]);
    expect(urls[0]?.alternates.map((alternate) => alternate.hreflang)).toEqual(expect.arrayContaining(['de-CH', 'fr-CH', 'x-default']));
  });

  it('is left out for a service dealer and for a brand without the model range', async () => {
    const service = testDealer({ type: 'service' });
    expect(await modelRangeSitemapUrls(testBrand, 'https://kia.test', service, apiFor(service))).toEqual([]);
    const sales = testDealer({ type: 'sales' });
    const brand = { ...testBrand, features: { ...testBrand.features, modelRange: false } };
    expect(await modelRangeSitemapUrls(brand, 'https://kia.test', sales, apiFor(sales))).toEqual([]);
  });
});
