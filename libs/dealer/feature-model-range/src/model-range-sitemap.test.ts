import { describe, expect, it } from 'vitest';
import { testBrand, testDealer } from '@carweb/shared-testing';
import { modelRangeSitemapUrls } from './model-range-sitemap';

// the sitemap hands the dealer over as the dealer service answered it: the source asks no backend
describe('the model range in the sitemap', () => {
  it('is listed in every language of a sales dealer, with hreflang alternates', async () => {
    const dealer = testDealer({ type: 'sales_service', locales: ['de', 'fr'], defaultLocale: 'de' });
    const urls = await modelRangeSitemapUrls(testBrand, 'https://kia.test', dealer);
    expect(urls.map((url) => url.loc)).toEqual([
      `https://kia.test/de/haendler/${dealer.slug}/modelle`,
      `https://kia.test/fr/concessionnaire/${dealer.slug}/modèles`,
    ]);
    expect(urls[0]?.alternates.map((alternate) => alternate.hreflang)).toEqual(expect.arrayContaining(['de-CH', 'fr-CH', 'x-default']));
  });

  it('is left out for a service dealer and for a brand without the model range', async () => {
    expect(await modelRangeSitemapUrls(testBrand, 'https://kia.test', testDealer({ type: 'service' }))).toEqual([]);
    const brand = { ...testBrand, features: { ...testBrand.features, modelRange: false } };
    expect(await modelRangeSitemapUrls(brand, 'https://kia.test', testDealer({ type: 'sales' }))).toEqual([]);
  });
});
