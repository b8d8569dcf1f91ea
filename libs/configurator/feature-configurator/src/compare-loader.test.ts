// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { isOutageResponse } from '@carweb/platform-routing';
import { loadModelCompare } from './compare-loader';
import { configuratorFetch, type FixtureAnswers } from './configurator.fixtures';
import { loaderArgs } from './loader-args.fixtures';

const models = { models: [] };
const slim = { entityId: 10201, entitySlug: '1-0-t-gdi-lx', modelCode: 'KIA-STONIC', name: 'LX', price: 1, image: '' };
const ANSWERS: FixtureAnswers = [
  ['/configurator/compare', models],
  ['/configurator/variants-compare', { entities: [] }],
  ['/configurator/entities/', slim],
  ['/configurator/models?', models],
];

async function run(search: string, answers: FixtureAnswers = []) {
  const fetch = vi.fn(configuratorFetch([...answers, ...ANSWERS]));
  try {
    const data = await loadModelCompare(loaderArgs({ fetch, url: `http://site.test/de/modellvergleich${search}` }));
    return { data, urls: fetch.mock.calls.map(([url]) => String(url)) };
  } catch (error) {
    if (isOutageResponse(error)) return { data: 'outage', urls: [] };
    throw error;
  }
}

describe('the comparison loader (configurator/compare, variants-compare)', () => {
  it('compares two to four models by slug', async () => {
    const { data, urls } = await run('?models=stonic&models=ceed');
    expect(data).toEqual({ selection: { kind: 'models', slugs: ['stonic', 'ceed'] }, unknown: false });
    expect(urls).toContain('http://model.test/configurator/compare?locale=de&models=stonic%2Cceed');
  });

  it('compares variants and names their model (entity slim → model slim)', async () => {
    const { urls } = await run('?variants=10201&variants=10202');
    expect(urls).toContain('http://model.test/configurator/variants-compare?locale=de&entities=10201%2C10202');
    expect(urls).toContain('http://model.test/configurator/models/KIA-STONIC/slim?locale=de');
  });

  it('without 2–4 of one kind: the choice only, nothing compared', async () => {
    const { data, urls } = await run('?models=stonic');
    expect(data).toEqual({ selection: { kind: 'choose', asked: 1 }, unknown: false });
    expect(urls.some((url) => url.includes('compare'))).toBe(false);
  });

  it('a model the service does not know is a notice (200), an outage a 503', async () => {
    expect((await run('?models=stonic&models=nope', [['/configurator/compare', 404]])).data).toMatchObject({ unknown: true });
    expect((await run('?models=stonic&models=ceed', [['/configurator/compare', 503]])).data).toBe('outage');
  });
});
