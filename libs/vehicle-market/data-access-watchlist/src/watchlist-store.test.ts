import { describe, expect, it } from 'vitest';
import { memoryStorage as memory } from '@carweb/shared-testing';
import { COMPARE_LIMIT, createWatchlistStore, WATCHLIST_STORAGE_KEY, type WatchedVehicle } from './watchlist-store';

const vehicle = (id: number): WatchedVehicle => ({
  id,
  slug: `kia-ceed-${id}`,
  title: 'Kia Ceed',
  subtitle: '1.5',
  imageUrl: '/x.svg',
  price: 20000 + id,
  currency: 'CHF',
});

describe('watch list store', () => {
  it('toggles favourites, newest first, and keeps them in storage', async () => {
    const storage = memory();
    const store = createWatchlistStore(() => storage);
    store.getState().toggleFavourite(vehicle(1));
    store.getState().toggleFavourite(vehicle(2));
    expect(store.getState().favourites.map((v) => v.id)).toEqual([2, 1]);
    store.getState().toggleFavourite(vehicle(1));
    expect(store.getState().favourites.map((v) => v.id)).toEqual([2]);
    expect(JSON.parse(storage.getItem(WATCHLIST_STORAGE_KEY) ?? '{}').state.favourites[0].id).toBe(2);

    const reopened = createWatchlistStore(() => storage);
    expect(reopened.getState().favourites).toEqual([]); // not before rehydration (SSR-safe first render)
    await reopened.persist.rehydrate();
    expect(reopened.getState().favourites.map((v) => v.id)).toEqual([2]);
  });

  it('compares at most three vehicles', () => {
    const store = createWatchlistStore(() => memory());
    const results = [1, 2, 3, 4].map((id) => store.getState().toggleCompare(vehicle(id)));
    expect(COMPARE_LIMIT).toBe(3);
    expect(results).toEqual(['added', 'added', 'added', 'full']);
    expect(store.getState().toggleCompare(vehicle(2))).toBe('removed');
    expect(store.getState().toggleCompare(vehicle(4))).toBe('added');
    expect(store.getState().compare.map((v) => v.id)).toEqual([1, 3, 4]);
    store.getState().removeCompare(1);
    expect(store.getState().compare).toHaveLength(2);
    store.getState().clearCompare();
    expect(store.getState().compare).toEqual([]);
  });
});
