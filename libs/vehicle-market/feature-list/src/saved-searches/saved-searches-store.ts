import { createJSONStorage, persist } from 'zustand/middleware';
import { createStore } from 'zustand/vanilla';
import {
  cleanName,
  isSafeUrl,
  SAVED_SEARCHES_LIMIT,
  SAVED_SEARCHES_STORAGE_KEY,
  SEEN_IDS_LIMIT,
  seenOf,
  type SavedSearch,
  type SavedSearchesActions,
  type SavedSearchesState,
} from './saved-searches-model';

export type SavedSearchesStore = ReturnType<typeof createSavedSearchesStore>;

const newId = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

/** Entries as read from storage: the bounds hold even for a list written by hand or by an older version. */
function bounded(searches: unknown): SavedSearch[] {
  if (!Array.isArray(searches)) return [];
  return (searches as SavedSearch[])
    .filter((entry) => typeof entry?.id === 'string' && typeof entry.url === 'string' && isSafeUrl(entry.url) && isSafeUrl(entry.alertUrl))
    .slice(0, SAVED_SEARCHES_LIMIT)
    .map((entry) => ({
      ...entry,
      name: cleanName(String(entry.name ?? ''), entry.url),
      seenIds: Array.isArray(entry.seenIds) ? entry.seenIds.filter(Number.isInteger).slice(0, SEEN_IDS_LIMIT) : null,
      seenTotal: Number(entry.seenTotal) || 0,
    }));
}

/**
 * Saved searches in localStorage, like the watch list (decision 0050): a versioned key, manual hydration after mount
 * (`persist.rehydrate()`), bounded lists. The store is created only in the lazily loaded saved-searches chunk.
 */
export function createSavedSearchesStore(storage: () => Storage = () => window.localStorage, now: () => number = Date.now) {
  return createStore<SavedSearchesState & SavedSearchesActions>()(
    persist(
      (set, get) => ({
        searches: [],
        save(search, results) {
          const { searches } = get();
          if (searches.some((entry) => entry.url === search.url)) return 'exists';
          if (searches.length >= SAVED_SEARCHES_LIMIT) return 'full';
          const entry: SavedSearch = { ...search, id: newId(), name: cleanName(search.name, search.url), ...seenOf(results, now()) };
          set({ searches: [entry, ...searches] });
          return 'saved';
        },
        rename(id, name) {
          set({ searches: get().searches.map((entry) => (entry.id === id ? { ...entry, name: cleanName(name, entry.name) } : entry)) });
        },
        remove(id) {
          set({ searches: get().searches.filter((entry) => entry.id !== id) });
        },
        markSeen(id, results) {
          // results that could not be loaded leave the last visit's as they were
          if (!results) return;
          set({ searches: get().searches.map((entry) => (entry.id === id ? { ...entry, ...seenOf(results, now()) } : entry)) });
        },
      }),
      {
        name: SAVED_SEARCHES_STORAGE_KEY,
        version: 1,
        storage: createJSONStorage(storage),
        skipHydration: true,
        partialize: ({ searches }) => ({ searches }),
        merge: (persisted, current) => ({
          ...current,
          searches: bounded((persisted as Partial<SavedSearchesState> | undefined)?.searches),
        }),
      },
    ),
  );
}
