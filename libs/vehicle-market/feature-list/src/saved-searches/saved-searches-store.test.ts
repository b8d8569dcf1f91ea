import { describe, expect, it } from 'vitest';
import { memoryStorage as memory } from '@carweb/shared-testing';
import { countNew, SAVED_SEARCHES_LIMIT, SAVED_SEARCHES_STORAGE_KEY, SEEN_IDS_LIMIT, type SavedSearch } from './saved-searches-model';
import { createSavedSearchesStore } from './saved-searches-store';

const search = (n: number) => ({
  name: `Suche ${n}`,
  url: `/de/auto-finden?pricefrom=${n}`,
  alertUrl: `/de/auto-finden/suchauftrag?pricefrom=${n}`,
  request: { pricefrom: n },
  dealerSlug: null,
});
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index);

describe('saved searches store', () => {
  it('saves, renames and deletes searches, keeps them in storage and reads them back after a reload', async () => {
    const storage = memory();
    const store = createSavedSearchesStore(
      () => storage,
      () => 1000,
    );
    expect(store.getState().save(search(1), { ids: [5, 4], total: 2 })).toBe('saved');
    expect(store.getState().save(search(2), null)).toBe('saved');
    expect(store.getState().save(search(1), null)).toBe('exists');
    const [second, first] = store.getState().searches;
    expect(first).toMatchObject({ name: 'Suche 1', seenIds: [5, 4], seenTotal: 2, seenAt: 1000 });
    expect(second.seenIds).toBeNull();

    store.getState().rename(first.id, '  Elektro   bis 30 000  ');
    store.getState().rename(second.id, '   ');
    expect(store.getState().searches.map((entry) => entry.name)).toEqual(['Suche 2', 'Elektro bis 30 000']);
    store.getState().remove(second.id);

    const reopened = createSavedSearchesStore(() => storage);
    expect(reopened.getState().searches).toEqual([]); // not before rehydration: the first render is the server's
    await reopened.persist.rehydrate();
    expect(reopened.getState().searches.map((entry) => entry.name)).toEqual(['Elektro bis 30 000']);
    expect(JSON.parse(storage.getItem(SAVED_SEARCHES_STORAGE_KEY) ?? '{}').version).toBe(1);
  });

  it(`keeps at most ${SAVED_SEARCHES_LIMIT} searches and ${SEEN_IDS_LIMIT} ids each, and names of 60 characters`, () => {
    const store = createSavedSearchesStore(() => memory());
    for (let n = 1; n <= SAVED_SEARCHES_LIMIT; n++) expect(store.getState().save(search(n), null)).toBe('saved');
    expect(store.getState().save(search(99), null)).toBe('full');
    expect(store.getState().searches).toHaveLength(SAVED_SEARCHES_LIMIT);
    const { id } = store.getState().searches[0];
    store.getState().markSeen(id, { ids: range(1, 150), total: 150 });
    store.getState().rename(id, 'x'.repeat(80));
    expect(store.getState().searches[0].seenIds).toEqual(range(1, 100));
    expect(store.getState().searches[0].name).toHaveLength(60);
  });

  it('marks a search seen with its current results; results that could not be loaded change nothing', () => {
    let now = 1;
    const store = createSavedSearchesStore(
      () => memory(),
      () => now,
    );
    store.getState().save(search(1), { ids: [1, 2], total: 2 });
    const { id } = store.getState().searches[0];
    now = 2;
    store.getState().markSeen(id, null);
    expect(store.getState().searches[0]).toMatchObject({ seenIds: [1, 2], seenAt: 1 });
    store.getState().markSeen(id, { ids: [3, 1, 2], total: 3 });
    expect(store.getState().searches[0]).toMatchObject({ seenIds: [3, 1, 2], seenTotal: 3, seenAt: 2 });
  });

  it('drops what storage holds beyond the bounds or outside the site (edited by hand, another version)', async () => {
    const storage = memory();
    const entries = [
      { ...search(1), id: 'a', seenIds: [1, 'x', 2], seenTotal: 2, seenAt: 0 },
      { ...search(2), id: 'b', url: 'https://elsewhere.example/', seenIds: null, seenTotal: 0, seenAt: 0 },
      { ...search(3), id: 'c', url: '//elsewhere.example/', seenIds: null, seenTotal: 0, seenAt: 0 },
      ...range(4, 20).map((n) => ({ ...search(n), id: `n${n}`, seenIds: null, seenTotal: 0, seenAt: 0 })),
    ];
    storage.setItem(SAVED_SEARCHES_STORAGE_KEY, JSON.stringify({ state: { searches: entries }, version: 1 }));
    const store = createSavedSearchesStore(() => storage);
    await store.persist.rehydrate();
    const { searches } = store.getState();
    expect(searches).toHaveLength(SAVED_SEARCHES_LIMIT);
    expect(searches[0].seenIds).toEqual([1, 2]);
    expect(searches.map((entry) => entry.id)).not.toContain('b');
    expect(searches.map((entry) => entry.id)).not.toContain('c');
  });
});

describe('what is new since the last visit', () => {
  const seen = (ids: number[], total = ids.length): Pick<SavedSearch, 'seenIds' | 'seenTotal'> => ({ seenIds: ids, seenTotal: total });

  it('counts the current results that were not among the results when last seen', () => {
    expect(countNew(seen([1, 2, 3]), { ids: [9, 1, 2, 3], total: 4 })).toBe(1);
    // a sold vehicle is not new, and not counted against the new ones
    expect(countNew(seen([1, 2, 3]), { ids: [9, 8, 1, 3], total: 4 })).toBe(2);
    expect(countNew(seen([1, 2]), { ids: [1, 2], total: 2 })).toBe(0);
    expect(countNew(seen([]), { ids: [4, 5], total: 2 })).toBe(2);
  });

  it('is unknown when the results of the last visit could not be loaded', () => {
    expect(countNew({ seenIds: null, seenTotal: 0 }, { ids: [1], total: 1 })).toBeNull();
  });

  it('with every earlier result kept but more current ones than one call brings: at least total − kept', () => {
    expect(countNew(seen(range(1, 80)), { ids: [...range(500, 519), ...range(1, 80)], total: 130 })).toBe(50);
  });

  it('with the earlier results cut at the bound: only results listed before a known one count', () => {
    const kept = seen(range(1, 100), 300);
    // two newly listed vehicles, then known ones; 7 and 8 moved up from behind the kept ones (not new)
    expect(countNew(kept, { ids: [900, 901, ...range(3, 100), 7000, 8000], total: 300 })).toBe(2);
    expect(countNew(kept, { ids: [900, 901], total: 2 })).toBe(0);
  });
});
