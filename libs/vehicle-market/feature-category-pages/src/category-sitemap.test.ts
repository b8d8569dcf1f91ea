// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { testBrand } from '@carweb/shared-testing';
import { coreFetch, fixtureApi } from './category-pages.fixtures';
import { categoryPageSitemapUrls, categoryPagesSitemapSource } from './category-sitemap';

const ORIGIN = 'https://kia.test';
const brand = { ...testBrand, locales: ['de' as const, 'fr' as const] };

describe('the category pages in the sitemap', () => {
  it('each named page in every language, by its slug of that language, with hreflang alternates; once per page', async () => {
    const urls = await categoryPageSitemapUrls(brand, ORIGIN, fixtureApi(coreFetch()), [
      'elektroautos',
      'voitures-electriques',
      'elektroautos',
    ]);
    expect(urls.map((url) => url.loc)).toEqual([`${ORIGIN}/de/kategorie/elektroautos`, `${ORIGIN}/fr/categorie/voitures-electriques`]);
    expect(urls[1].alternates.map((alternate) => [alternate.hreflang, alternate.href])).toEqual([
      ['de-CH', `${ORIGIN}/de/kategorie/elektroautos`],
      ['fr-CH', `${ORIGIN}/fr/categorie/voitures-electriques`],
      ['x-default', `${ORIGIN}/de/kategorie/elektroautos`],
    ]);
  });

  it('an unknown slug is left out; an outage fails the source (the sitemap leaves it out)', async () => {
    expect(await categoryPageSitemapUrls(brand, ORIGIN, fixtureApi(coreFetch()), ['nope'])).toEqual([]);
    await expect(
      categoryPageSitemapUrls(brand, ORIGIN, fixtureApi(coreFetch([['/category-pages/', 503]])), ['elektroautos']),
    ).rejects.toThrow();
  });

  it('nothing for a brand without the vehicle market; as a site source with the slugs its caller names', async () => {
    const withoutMarket = { ...brand, features: { ...brand.features, vehicleMarket: false } };
    expect(await categoryPageSitemapUrls(withoutMarket, ORIGIN, fixtureApi(coreFetch()), ['elektroautos'])).toEqual([]);
    const source = categoryPagesSitemapSource(async () => ['elektroautos']);
    expect((await source.site(brand, ORIGIN, fixtureApi(coreFetch()))).map((url) => url.loc)).toHaveLength(2);
  });
});
