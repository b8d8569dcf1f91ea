import { useEffect, useSyncExternalStore } from 'react';
import { SAVED_SEARCHES_STORAGE_KEY, type SavedSearch, type SavedSearchesActions } from './saved-searches-model';
import { createSavedSearchesStore, type SavedSearchesStore } from './saved-searches-store';

let store: SavedSearchesStore | null = null;

/** One store per page, created on the first render of the saved searches (after hydration: never on the server). */
function savedSearchesStore(): SavedSearchesStore {
  if (!store) {
    store = createSavedSearchesStore();
    void store.persist.rehydrate();
  }
  return store;
}

const EMPTY: SavedSearch[] = [];

/** The saved searches of this browser, read again when another tab changes them. */
export function useSavedSearches(): SavedSearch[] {
  const current = savedSearchesStore();
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === SAVED_SEARCHES_STORAGE_KEY) void current.persist.rehydrate();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [current]);
  return useSyncExternalStore(
    current.subscribe,
    () => current.getState().searches,
    () => EMPTY,
  );
}

export const savedSearchesActions = (): SavedSearchesActions => savedSearchesStore().getState();

/** Tests: a store on the given storage. */
export function resetSavedSearchesStore(next: SavedSearchesStore | null = null) {
  store = next;
}
