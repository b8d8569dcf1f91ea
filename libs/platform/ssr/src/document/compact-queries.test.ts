import { dehydrate, hydrate, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { compactQueries, expandQueries } from './compact-queries';

const LIST_KEY = ['core', 'list', 'de', 'auto-zentrum-zuerich', { page: 1, limit: 24, dealerId: [100] }] as const;

async function serverCache() {
  const client = new QueryClient();
  await client.prefetchQuery({ queryKey: LIST_KEY, queryFn: () => ({ vehicles: [{ id: 100006 }], totalMatches: 1 }) });
  await client.prefetchQuery({ queryKey: ['base', 'footnotes', 'de'], queryFn: () => null });
  // a query refetched once: its update count is not the settled one and travels
  await client.prefetchQuery({ queryKey: ['dealer', 'by-slug', 'de', 'a'], queryFn: () => ({ name: 'A' }) });
  await client.refetchQueries({ queryKey: ['dealer'] });
  return dehydrate(client);
}

describe('the page data carries the query cache without what the browser can tell itself (decision 0052)', () => {
  it('keeps key, data and update time, and only the state fields that differ from a settled query', async () => {
    const compact = compactQueries(await serverCache());
    const [list, footnotes, dealer] = compact.queries;
    expect(Object.keys(list ?? {}).sort()).toEqual(['queryKey', 'state']);
    expect(Object.keys(list?.state ?? {}).sort()).toEqual(['data', 'dataUpdatedAt']);
    expect(footnotes?.state.data).toBeNull();
    expect(dealer?.state.dataUpdateCount).toBe(2);
  });

  it('hydrates the browser cache exactly as the full dehydrated state would', async () => {
    const full = await serverCache();
    const fromFull = new QueryClient();
    hydrate(fromFull, full);
    const fromCompact = new QueryClient();
    hydrate(fromCompact, expandQueries(JSON.parse(JSON.stringify(compactQueries(full)))));
    const states = (client: QueryClient) =>
      client
        .getQueryCache()
        .getAll()
        .map((query) => ({ hash: query.queryHash, state: query.state }));
    expect(states(fromCompact)).toEqual(states(fromFull));
    expect(fromCompact.getQueryData(LIST_KEY)).toEqual({ vehicles: [{ id: 100006 }], totalMatches: 1 });
  });

  it('is smaller than the full state by the bookkeeping of every query', async () => {
    const full = await serverCache();
    const saved = JSON.stringify(full).length - JSON.stringify(compactQueries(full)).length;
    expect(saved).toBeGreaterThan(3 * 250);
  });
});
