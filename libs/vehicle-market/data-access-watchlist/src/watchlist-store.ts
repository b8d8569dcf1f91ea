import { createJSONStorage, persist } from 'zustand/middleware';
import { createStore } from 'zustand/vanilla';
import {
  COMPARE_LIMIT,
  FAVOURITES_LIMIT,
  WATCHLIST_STORAGE_KEY,
  type WatchedVehicle,
  type WatchlistActions,
  type WatchlistState,
} from './watchlist-model';

export { COMPARE_LIMIT, FAVOURITES_LIMIT, WATCHLIST_STORAGE_KEY } from './watchlist-model';
export type { CompareResult, WatchedVehicle, WatchlistActions, WatchlistState } from './watchlist-model';

export type WatchlistStore = ReturnType<typeof createWatchlistStore>;

const without = (list: WatchedVehicle[], id: number) => list.filter((entry) => entry.id !== id);

/**
 * Favourites and the comparison, kept in localStorage (zustand is only imported here). Hydration
 * from storage is manual (`persist.rehydrate()` after mount), so server and first client render agree.
 */
export function createWatchlistStore(storage: () => Storage = () => window.localStorage) {
  return createStore<WatchlistState & WatchlistActions>()(
    persist(
      (set, get) => ({
        favourites: [],
        compare: [],
        toggleFavourite(vehicle) {
          const { favourites } = get();
          const known = favourites.some((entry) => entry.id === vehicle.id);
          set({ favourites: known ? without(favourites, vehicle.id) : [vehicle, ...favourites].slice(0, FAVOURITES_LIMIT) });
        },
        removeFavourite(id) {
          set({ favourites: without(get().favourites, id) });
        },
        toggleCompare(vehicle) {
          const { compare } = get();
          if (compare.some((entry) => entry.id === vehicle.id)) {
            set({ compare: without(compare, vehicle.id) });
            return 'removed';
          }
          if (compare.length >= COMPARE_LIMIT) return 'full';
          set({ compare: [...compare, vehicle] });
          return 'added';
        },
        removeCompare(id) {
          set({ compare: without(get().compare, id) });
        },
        clearCompare() {
          set({ compare: [] });
        },
      }),
      {
        name: WATCHLIST_STORAGE_KEY,
        version: 1,
        storage: createJSONStorage(storage),
        skipHydration: true,
        partialize: ({ favourites, compare }) => ({ favourites, compare }),
      },
    ),
  );
}
