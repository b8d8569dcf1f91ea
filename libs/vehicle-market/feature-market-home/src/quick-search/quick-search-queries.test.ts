// @vitest-environment node
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { loaderArgs, marketFetch } from '../market-home.fixtures';
import { EMPTY_CHOICE } from './quick-search-model';
import { prefetchQuickSearch, quickSearchCountQuery } from './quick-search-queries';

describe('the quick search’s count (core list/count)', () => {
  it('asks the corporate platform’s list/count for the choice as the list’s filter', async () => {
    const fetch = marketFetch([['/list/count', { count: 7 }]]);
    const { args } = loaderArgs(fetch);
    const choice = { ...EMPTY_CHOICE, make: 'Kia', model: '102', budget: 'rate' as const, priceMax: 30_000, rateMax: 400 };
    const count = await new QueryClient().fetchQuery(quickSearchCountQuery(args.api, choice));
    expect(count).toBe(7);
    const url = new URL(String(fetch.mock.calls[0][0]));
    expect(url.pathname).toBe('/de/kia/ch/corporate/list/count');
    expect(JSON.parse(url.searchParams.get('filter') ?? '')).toEqual({ make: 'Kia', model: ['102'], rateto: 400 });
  });

  it('the prefetched total is the count the button starts with: one query for the empty choice', async () => {
    const fetch = marketFetch();
    const { args, queryClient } = loaderArgs(fetch);
    await prefetchQuickSearch(queryClient, args.api);
    expect(queryClient.getQueryData(quickSearchCountQuery(args.api, { ...EMPTY_CHOICE, budget: 'rate' }).queryKey)).toBe(12);
    expect(fetch.mock.calls.filter(([url]) => String(url).includes('/list/count'))).toHaveLength(1);
  });
});
