import { useEffect } from 'react';
import { useStore } from 'zustand';
import { createWatchlistStore, type WatchedVehicle, type WatchlistActions, type WatchlistState } from './watchlist-store';

let store: ReturnType<typeof createWatchlistStore> | null = null;

/**
 * One store per browser tab. The server renders every visitor with one empty store in memory, made once: a
 * render only reads it (actions run on clicks), and each new store would cost the persist middleware's failed
 * localStorage probe (decision 0023).
 */
function watchlistStore() {
  store ??= createWatchlistStore(typeof window === 'undefined' ? () => memoryStorage() : undefined);
  return store;
}

function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, value),
  };
}

let hydrated = false;

/** Reads the stored list after the first render, and again when another tab changes it. */
function useStorageSync() {
  useEffect(() => {
    const current = watchlistStore();
    if (!hydrated) {
      hydrated = true;
      void current.persist.rehydrate();
    }
    const onStorage = (event: StorageEvent) => {
      if (event.key === current.persist.getOptions().name) void current.persist.rehydrate();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);
}

/** The watch list and comparison with their actions. */
export function useWatchlist<T>(select: (state: WatchlistState & WatchlistActions) => T): T {
  useStorageSync();
  return useStore(watchlistStore(), select);
}

export const useFavourites = () => useWatchlist((state) => state.favourites);
export const useComparison = () => useWatchlist((state) => state.compare);
export const useIsFavourite = (id: number) => useWatchlist((state) => state.favourites.some((entry) => entry.id === id));
export const useIsCompared = (id: number) => useWatchlist((state) => state.compare.some((entry) => entry.id === id));

/** Actions without subscribing to the state (buttons that only change it). */
export function watchlistActions(): WatchlistActions {
  const { toggleFavourite, removeFavourite, toggleCompare, removeCompare, clearCompare } = watchlistStore().getState();
  return { toggleFavourite, removeFavourite, toggleCompare, removeCompare, clearCompare };
}

export type { WatchedVehicle };
