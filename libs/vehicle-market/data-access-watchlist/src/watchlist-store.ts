import { createJSONStorage, persist } from 'zustand/middleware';
import { createStore } from 'zustand/vanilla';

/** Side-by-side comparison holds at most three vehicles. */
export const COMPARE_LIMIT = 3;
/** A watch list is for a handful of cars; the oldest entry goes when it is full. */
export const FAVOURITES_LIMIT = 50;
export const WATCHLIST_STORAGE_KEY = 'carweb.vehicle-watchlist.v1';

/** What the browser keeps of a vehicle: enough to show it without a request, and to load it again. */
export interface WatchedVehicle {
  id: number;
  slug: string;
  title: string;
  subtitle: string;
  imageUrl: string;
  price: number;
  currency: string;
}

export interface WatchlistState {
  favourites: WatchedVehicle[];
  compare: WatchedVehicle[];
}

export type CompareResult = 'added' | 'removed' | 'full';

export interface WatchlistActions {
  toggleFavourite(vehicle: WatchedVehicle): void;
  removeFavourite(id: number): void;
  toggleCompare(vehicle: WatchedVehicle): CompareResult;
  removeCompare(id: number): void;
  clearCompare(): void;
}

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
