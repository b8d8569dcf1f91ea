// Stories only: what a visitor marked on an earlier visit, in the browser's storage (the watch list's own state).
import { useEffect, type ReactNode } from 'react';
import type { Vehicle } from '@carweb/api-contracts';
import { WATCHLIST_STORAGE_KEY, type WatchedVehicle } from '@carweb/vehicle-market-data-access-watchlist';
import { watchedVehicle } from '../card/vehicle-card-model';

/** Seeds the browser's watch list (story `beforeEach`); the returned function empties it again. */
export function seedWatchlist({ favourites = [], compare = [] }: { favourites?: Vehicle[]; compare?: Vehicle[] }) {
  const state: { favourites: WatchedVehicle[]; compare: WatchedVehicle[] } = {
    favourites: favourites.map(watchedVehicle),
    compare: compare.map(watchedVehicle),
  };
  localStorage.setItem(WATCHLIST_STORAGE_KEY, JSON.stringify({ state, version: 1 }));
  return () => localStorage.removeItem(WATCHLIST_STORAGE_KEY);
}

/**
 * Reads the seeded watch list once mounted: the store reads the browser's storage on first use and on a
 * storage event (another tab), so the story announces the seed as one. Its effect runs after its children's.
 */
export function WatchlistSeeded({ children }: { children: ReactNode }) {
  useEffect(() => {
    window.dispatchEvent(new StorageEvent('storage', { key: WATCHLIST_STORAGE_KEY }));
  }, []);
  return <>{children}</>;
}
