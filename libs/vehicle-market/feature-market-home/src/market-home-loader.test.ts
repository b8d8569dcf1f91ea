// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { marketApi } from '@carweb/api-core';
import { loadMarketHome } from './market-home-loader';
import { loaderArgs, marketFetch, type FixtureAnswers } from './market-home.fixtures';
import { entryPointsQuery, topCarCardsQuery } from './market-home-queries';
import { EMPTY_CHOICE } from './quick-search/quick-search-model';
import { quickSearchCountQuery, quickSearchMakesQuery } from './quick-search/quick-search-queries';

const load = (answers: FixtureAnswers = []) => {
  const fetch = marketFetch(answers);
  const { args, queryClient } = loaderArgs(fetch);
  const urls = () => fetch.mock.calls.map(([url]) => decodeURIComponent(String(url)));
  const status = (options: { queryKey: readonly unknown[] }) => queryClient.getQueryState(options.queryKey)?.status;
  return { result: loadMarketHome(args), queryClient, urls, status, api: args.api };
};

describe('the vehicle market home’s loader (decision 0015: nothing critical)', () => {
  it('prefetches the quick search’s makes and total count, the top cars and the entry points on the corporate platform', async () => {
    const { result, urls, queryClient, api } = load();
    await expect(result).resolves.toBeNull();
    const called = urls();
    for (const part of ['/filter/makes-and-models', '/list/count', '/list/top-cars', '/filter/search-criteria'])
      expect(called.some((url) => url.includes(part))).toBe(true);
    expect(called.every((url) => url.includes('/de/kia/ch/corporate/'))).toBe(true);
    expect(queryClient.getQueryData(quickSearchCountQuery(api, EMPTY_CHOICE).queryKey)).toBe(12);
    // only what the page shows enters the server HTML: cards, and the body types and fuels that have vehicles
    expect(queryClient.getQueryData(entryPointsQuery(marketApi(api)).queryKey)).toEqual({
      body: [
        { id: 'suv', name: 'SUV / Geländewagen', count: 9 },
        { id: 'small', name: 'Kleinwagen', count: 3 },
      ],
      fuel: [{ id: 'electric', name: 'Elektro', count: undefined }],
    });
    expect(queryClient.getQueryData(topCarCardsQuery(marketApi(api)).queryKey)).toMatchObject({ vehicles: [{ id: 100006 }] });
  });

  it('a core outage leaves every section without its data, and the page still loads (200, no 503, no 500)', async () => {
    const { result, status, api } = load([
      ['/filter/makes-and-models', 503],
      ['/list/count', 500],
      ['/list/top-cars', 503],
      ['/filter/search-criteria', 503],
    ]);
    await expect(result).resolves.toBeNull();
    expect(status(quickSearchMakesQuery(api))).toBe('error');
    expect(status(quickSearchCountQuery(api, EMPTY_CHOICE))).toBe('error');
    expect(status(topCarCardsQuery(marketApi(api)))).toBe('error');
    expect(status(entryPointsQuery(marketApi(api)))).toBe('error');
  });

  it('a malformed answer is an outage of its section only', async () => {
    const { result, status, api } = load([['/list/top-cars', { vehicles: 'none' }]]);
    await expect(result).resolves.toBeNull();
    expect(status(topCarCardsQuery(marketApi(api)))).toBe('error');
    expect(status(quickSearchMakesQuery(api))).toBe('success');
  });
});
