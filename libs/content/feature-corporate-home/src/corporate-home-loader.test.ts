// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { modelCategoriesQuery } from '@carweb/api-content';
import { modelRangeQuery } from '@carweb/api-model';
import { listedKeyCampaignQuery } from '@carweb/content-data-access';
import { testBrand } from '@carweb/shared-testing';
import { loadCorporateHome } from './corporate-home-loader';
import { loaderArgs, homeFetch, type FixtureAnswers } from './corporate-home.fixtures';
import { homeCampaignsQuery, magazineTeasersQuery } from './corporate-home-queries';

const load = (answers: FixtureAnswers = [], brand = testBrand) => {
  const fetch = homeFetch(answers);
  const { args, queryClient } = loaderArgs(fetch, brand);
  const calls = () => fetch.mock.calls.map(([url]) => decodeURIComponent(String(url)));
  const status = (options: { queryKey: readonly unknown[] }) => queryClient.getQueryState(options.queryKey)?.status;
  return { result: loadCorporateHome(args), queryClient, calls, status, api: args.api };
};

describe('the corporate home’s loader (decision 0015: every section optional)', () => {
  it('prefetches the key campaign, the campaigns, the model categories and range, the magazine and the quick search', async () => {
    const { result, status, api, calls } = load();
    await expect(result).resolves.toBeNull();
    for (const query of [
      listedKeyCampaignQuery(api, testBrand),
      homeCampaignsQuery(api, testBrand),
      magazineTeasersQuery(api),
      modelCategoriesQuery(api),
      modelRangeQuery(api),
    ])
      expect(status(query)).toBe('success');
    const called = calls().join('\n');
    expect(called).toContain('/filter/makes-and-models');
    expect(called).toContain('/list/count');
    expect(called).toMatch(/magazine-article\?.*limit=3.*sort=-dateTimestamp/);
  });

  it('an outage of every content call leaves their sections without data: the page still loads (200, no 503, no 500)', async () => {
    const { result, status, api } = load([
      ['#keyCampaign', 503],
      ['#campaigns', 500],
      ['#modelCategories', 503],
      ['/magazine-article', 503],
    ]);
    await expect(result).resolves.toBeNull();
    expect(status(listedKeyCampaignQuery(api, testBrand))).toBe('error');
    expect(status(homeCampaignsQuery(api, testBrand))).toBe('error');
    expect(status(modelCategoriesQuery(api))).toBe('error');
    expect(status(magazineTeasersQuery(api))).toBe('error');
  });

  it('everything down, the core and model services too: still no throw', async () => {
    const everything: FixtureAnswers = [
      '#keyCampaign',
      '#campaigns',
      '#modelCategories',
      '/magazine-article',
      '/brand-world/models',
      '/list/count',
      '/filter/makes-and-models',
    ].map((call) => [call, 503]);
    await expect(load(everything).result).resolves.toBeNull();
  });

  it('a GraphQL error answer or a malformed campaign is an outage of its section only', async () => {
    const { result, status, api } = load([
      ['#keyCampaign', { data: null, errors: [{ message: 'boom' }] }],
      ['#campaigns', { data: { campaigns: [{ id: 'broken' }] } }],
    ]);
    await expect(result).resolves.toBeNull();
    expect(status(listedKeyCampaignQuery(api, testBrand))).toBe('error');
    expect(status(homeCampaignsQuery(api, testBrand))).toBe('error');
    expect(status(magazineTeasersQuery(api))).toBe('success');
  });

  it('no key campaign is no error: the hero welcomes instead', async () => {
    const { result, queryClient, api } = load([['#keyCampaign', { data: { keyCampaign: null } }]]);
    await expect(result).resolves.toBeNull();
    expect(queryClient.getQueryData(listedKeyCampaignQuery(api, testBrand).queryKey)).toBeNull();
  });

  it('a brand without model pages asks for no model categories; one without the vehicle market for no quick search', async () => {
    const brand = { ...testBrand, features: { ...testBrand.features, modelRange: false, vehicleMarket: false } };
    const { result, calls } = load([], brand);
    await expect(result).resolves.toBeNull();
    const called = calls().join('\n');
    expect(called).not.toContain('modelCategories');
    expect(called).not.toContain('/brand-world/models');
    expect(called).not.toContain('/list/count');
  });
});
