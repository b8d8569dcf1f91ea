// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { loaderOutcome } from '@carweb/platform-routing/testing';
import { loaderArgs, modelFetch, type FixtureAnswers } from '../models.fixtures';
import { loadBrandPage, loadBrands } from './brand-world-loaders';
import { loadModelList } from '../model-list-loader';

const brandPage = {
  general: {
    vehicleProfileId: 5,
    brand: 'kia',
    name: 'Kia',
    headline: 'Die Welt von Kia',
    introText: 'Kia.',
    logo: '/l.svg',
    heroImage: '/h.svg',
  },
  highlights: [],
  models: [],
  slugLocalizations: { de: 'kia' },
};
const brands = { brands: [{ slug: 'kia', name: 'Kia', vehicleProfileId: 5, logo: '/logo.svg', modelCount: 10 }] };
const args = (answers: FixtureAnswers, slug = 'kia') => loaderArgs(modelFetch(answers), { slug, path: `/de/markenseiten/${slug}` }).args;

describe('the brand world’s loaders (decision 0015)', () => {
  it('the brands: critical; absent → not-found, an outage → 503', async () => {
    await expect(loadBrands(args([['/brand-world', brands]]))).resolves.toBeNull();
    expect(await loaderOutcome(loadBrands(args([['/brand-world', 404]])))).toBe('302 /de/haendler/404');
    expect(await loaderOutcome(loadBrands(args([['/brand-world', 503]])))).toBe('outage');
  });
  it('a brand page: critical; its dealers and best leasing are optional', async () => {
    const answers: FixtureAnswers = [
      ['/brand-world/page/kia', brandPage],
      ['/brand-world/dealers/', 503],
      ['/brand-world/best-leasing', 404],
    ];
    await expect(loadBrandPage(args(answers))).resolves.toBeNull();
    expect(await loaderOutcome(loadBrandPage(args([['/brand-world/page/', 404]], 'tesla')))).toBe('302 /de/haendler/404');
    expect(await loaderOutcome(loadBrandPage(args([['/brand-world/page/', 503]])))).toBe('outage');
  });
  it('the model list: the model range is critical', async () => {
    await expect(loadModelList(args([]))).resolves.toBeNull();
    expect(await loaderOutcome(loadModelList(args([['/brand-world/models', 503]])))).toBe('outage');
    expect(await loaderOutcome(loadModelList(args([['/brand-world/models', 404]])))).toBe('302 /de/haendler/404');
  });
});
