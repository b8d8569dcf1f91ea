import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

interface DraftState {
  drafts: Record<string, Record<string, unknown>>;
  save(key: string, values: Record<string, unknown>): void;
  clear(key: string): void;
}

/**
 * Lead drafts survive a reload of the tab (SPEC §4 client state, checkout drafts): sessionStorage,
 * never localStorage, so nothing personal outlives the session; cleared after a successful submit.
 */
export const useDraftStore = create<DraftState>()(
  persist(
    (set) => ({
      drafts: {},
      save: (key, values) => set((state) => ({ drafts: { ...state.drafts, [key]: values } })),
      clear: (key) =>
        set((state) => {
          const { [key]: _removed, ...rest } = state.drafts;
          return { drafts: rest };
        }),
    }),
    { name: 'lead-drafts', storage: createJSONStorage(() => sessionStorage), skipHydration: true },
  ),
);

/** Reads the stored drafts once in the browser (the server renders without them). */
export const rehydrateDrafts = () => useDraftStore.persist.rehydrate();
