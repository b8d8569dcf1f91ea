// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { loaderOutcome } from '@carweb/platform-routing/testing';
import { loadModelDetail } from './model-detail-loader';
import { loaderArgs, modelFetch, type FixtureAnswers } from './models.fixtures';

const load = (answers: FixtureAnswers = [], options: Parameters<typeof loaderArgs>[1] = {}) => {
  const fetch = modelFetch(answers);
  const { args, queryClient } = loaderArgs(fetch, options);
  const urls = () => fetch.mock.calls.map(([url]) => decodeURIComponent(String(url)));
  return { result: loadModelDetail(args), queryClient, urls };
};

describe('the model page loader (decision 0015 failure contract)', () => {
  it('loads the model page, its variants and technical data, and prefetches best leasing, stock and dealers', async () => {
    const { result, urls } = load();
    await expect(result).resolves.toBeNull();
    const called = urls().join('\n');
    for (const part of [
      'model/model-page/sportage',
      'slimAllVariants',
      'sportage/tech-data',
      'best-leasing',
      'makes-and-models',
      'brand-world/page/kia',
    ])
      expect(called).toContain(part);
  });

  it('an unknown slug goes to the not-found route, like the model forms’ guard', async () => {
    expect(await loaderOutcome(load([['/model/model-page/', 404]], { slug: 'nope' }).result)).toBe('302 /de/haendler/404');
  });

  it('an outage of the model page, the variants or the technical data answers 503', async () => {
    expect(await loaderOutcome(load([['/model/model-page/', 503]]).result)).toBe('outage');
    expect(await loaderOutcome(load([['/slimAllVariants', 503]]).result)).toBe('outage');
    expect(await loaderOutcome(load([['/tech-data', 500]]).result)).toBe('outage');
  });

  it('no best leasing offer, a stock outage and a dealer outage leave their sections out: the page loads', async () => {
    const { result, queryClient } = load([
      ['/best-leasing', 404],
      ['/makes-and-models', 503],
      ['/brand-world/page/', 503],
    ]);
    await expect(result).resolves.toBeNull();
    expect(queryClient.getQueryState(['model', 'best-leasing', 'de', 'kia'])?.status).toBe('error');
  });

  it('a mipsId redirects (302) to the model’s slug URL on the same level; an unknown one goes to not-found', async () => {
    expect(await loaderOutcome(load([], { slug: 'KI00106' }).result)).toBe('302 /de/modelle/sportage');
    expect(await loaderOutcome(load([], { slug: 'KI00106', atDealer: true }).result)).toBe(
      '302 /de/haendler/auto-zentrum-zuerich/modelle/sportage',
    );
    expect(await loaderOutcome(load([['/model/KI00999', 404]], { slug: 'KI00999' }).result)).toBe('302 /de/haendler/404');
    expect(await loaderOutcome(load([['/model/KI00106', 503]], { slug: 'KI00106' }).result)).toBe('outage');
  });

  it('below a dealer the stock is the dealer’s', async () => {
    const { result, urls } = load([], { atDealer: true, path: '/de/haendler/auto-zentrum-zuerich/modelle/sportage' });
    await expect(result).resolves.toBeNull();
    expect(urls().find((url) => url.includes('makes-and-models'))).toContain('dealerId');
  });
});
