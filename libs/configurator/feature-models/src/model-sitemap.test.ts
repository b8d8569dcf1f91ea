// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { testBrand } from '@carweb/shared-testing';
import { loaderArgs, modelFetch } from './models.fixtures';
import { brandWorldSitemapUrls, modelSitemapUrls } from './model-sitemap';

const ORIGIN = 'https://kia.test';
const brand = { ...testBrand, locales: ['de' as const, 'fr' as const], features: { ...testBrand.features, brandWorld: true } };
const api = (answers: Parameters<typeof modelFetch>[0] = []) => loaderArgs(modelFetch(answers)).args.env.api;

describe('the model pages in the sitemap', () => {
  it('the model list and each model page in every language, with its localized slug and hreflang alternates', async () => {
    // the fixtures answer the Sportage's model page; the other models' pages are absent and left out
    const urls = await modelSitemapUrls(brand, ORIGIN, api());
    expect(urls.map((url) => url.loc)).toEqual([
      `${ORIGIN}/de/modelle`,
      `${ORIGIN}/fr/modèles`,
      `${ORIGIN}/de/modelle/sportage`,
      `${ORIGIN}/fr/modèles/sportage-fr`,
    ]);
    expect(urls[3].alternates.map((alternate) => [alternate.hreflang, alternate.href])).toEqual([
      ['de-CH', `${ORIGIN}/de/modelle/sportage`],
      ['fr-CH', `${ORIGIN}/fr/modèles/sportage-fr`],
      ['x-default', `${ORIGIN}/de/modelle/sportage`],
    ]);
  });
  it('nothing for a brand without the model range; an outage fails the source (the sitemap leaves it out)', async () => {
    expect(await modelSitemapUrls({ ...brand, features: { ...brand.features, modelRange: false } }, ORIGIN, api())).toEqual([]);
    await expect(modelSitemapUrls(brand, ORIGIN, api([['/model/model-page/', 503]]))).rejects.toThrow();
  });
  it('the brand world’s pages where the brand has it', async () => {
    const brands = { brands: [{ slug: 'kia', name: 'Kia', vehicleProfileId: 5, logo: '/logo.svg', modelCount: 10 }] };
    const urls = await brandWorldSitemapUrls(brand, ORIGIN, api([['/brand-world', brands]]));
    expect(urls.map((url) => url.loc)).toEqual([
      `${ORIGIN}/de/markenseiten`,
      `${ORIGIN}/fr/pages-de-marques`,
      `${ORIGIN}/de/markenseiten/kia`,
      `${ORIGIN}/fr/pages-de-marques/kia`,
    ]);
    expect(await brandWorldSitemapUrls({ ...brand, features: { ...brand.features, brandWorld: false } }, ORIGIN, api())).toEqual([]);
  });
});
