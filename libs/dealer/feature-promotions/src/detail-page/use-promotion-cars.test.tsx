import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { VehicleListResponse } from '@carweb/api-contracts';
import { vehicleListQuery } from '@carweb/api-core';
import { ApiContextProvider, proxiedBackendAddresses, type ApiContext } from '@carweb/api-http';
import { vehicleFixture } from '@carweb/shared-testing';
import { promotionCarsRequest } from '../promotion-cars';
import { usePromotionCars } from './use-promotion-cars';

const FILTER = { cond: ['new', 'demo'] };
const TOTAL = 13;
const page = (number: number): VehicleListResponse => {
  const ids = Array.from({ length: 6 }, (_, index) => 200000 + (number - 1) * 6 + index).filter((id) => id < 200000 + TOTAL);
  return { vehicles: ids.map((id) => vehicleFixture({ id, slug: `kia-${id}` })), totalMatches: TOTAL, currentPage: number, error: false };
};
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const pageOf = (url: string) => JSON.parse(new URL(url, 'http://x').searchParams.get('filter') ?? '{}').page as number;

function setup({ prefetched = true, fail = new Set<number>() } = {}) {
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const number = pageOf(String(input));
    return fail.has(number) ? json({ error: 'down' }, 503) : json(page(number));
  });
  const api: ApiContext = {
    locale: 'de',
    wholesaler: 'kia',
    country: 'ch',
    platform: 'partnerweb',
    backends: proxiedBackendAddresses(),
    fetch,
  };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // what the loader prefetched for the server HTML (through the market's corporate platform)
  if (prefetched) {
    queryClient.setQueryData(vehicleListQuery({ ...api, platform: 'corporate' }, promotionCarsRequest(FILTER, 1), 'azz').queryKey, page(1));
  }
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <ApiContextProvider value={api}>{children}</ApiContextProvider>
    </QueryClientProvider>
  );
  const hook = renderHook(() => usePromotionCars(FILTER, 'azz'), { wrapper });
  return { fetch, hook };
}

const ids = (cars: ReturnType<typeof usePromotionCars>) => cars.state.vehicles.map((vehicle) => vehicle.id);

describe('the promotion cars list with "load more" (SPEC §4, §9)', () => {
  it('shows the prefetched first 6 without a call; each "load more" sets loading-more and appends the next 6', async () => {
    const { fetch, hook } = setup();
    expect(fetch).not.toHaveBeenCalled();
    expect(hook.result.current).toMatchObject({ pending: false, hasMore: true, moreFailed: false });
    expect(ids(hook.result.current)).toHaveLength(6);

    act(() => hook.result.current.loadMore());
    expect(hook.result.current.state).toMatchObject({ loading: false, loadingMore: true });
    await waitFor(() => expect(hook.result.current.state.loadingMore).toBe(false));
    expect(ids(hook.result.current)).toEqual(Array.from({ length: 12 }, (_, index) => 200000 + index));
    expect(pageOf(String(fetch.mock.calls[0][0]))).toBe(2);
    expect(String(fetch.mock.calls[0][0])).toContain('/corporate/list');

    act(() => hook.result.current.loadMore());
    await waitFor(() => expect(hook.result.current.state.vehicles).toHaveLength(TOTAL));
    expect(hook.result.current.hasMore).toBe(false);
  });

  it('without a prefetched first page (the server could not get it) the browser loads page 1: loading, then the list', async () => {
    const { fetch, hook } = setup({ prefetched: false });
    expect(hook.result.current.pending).toBe(true);
    await waitFor(() => expect(hook.result.current.pending).toBe(false));
    expect(ids(hook.result.current)).toHaveLength(6);
    expect(pageOf(String(fetch.mock.calls[0][0]))).toBe(1);
  });

  it('a failing first page is an error; a failing later page keeps what is shown and can be tried again', async () => {
    const first = setup({ prefetched: false, fail: new Set([1]) });
    await waitFor(() => expect(first.hook.result.current.state.error).toBe(true));
    expect(first.hook.result.current.pending).toBe(false);

    const fail = new Set([2]);
    const later = setup({ fail });
    act(() => later.hook.result.current.loadMore());
    await waitFor(() => expect(later.hook.result.current.moreFailed).toBe(true));
    expect(later.hook.result.current.state).toMatchObject({ error: false, loadingMore: false });
    expect(ids(later.hook.result.current)).toHaveLength(6);
    expect(later.hook.result.current.hasMore).toBe(true);

    fail.clear();
    act(() => later.hook.result.current.loadMore());
    await waitFor(() => expect(ids(later.hook.result.current)).toHaveLength(12));
    expect(later.hook.result.current.moreFailed).toBe(false);
  });
});
