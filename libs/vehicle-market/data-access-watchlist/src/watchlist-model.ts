// What the watch list holds and does, without zustand: pages import this; the store loads after hydration.

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
