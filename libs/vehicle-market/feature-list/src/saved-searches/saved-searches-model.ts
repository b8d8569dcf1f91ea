import type { VehicleFilter } from '@carweb/api-contracts';

// What the saved searches hold and do, without zustand (decision 0050).

/** At most this many searches are kept; saving another asks the visitor to delete one first. */
export const SAVED_SEARCHES_LIMIT = 10;
/**
 * The ids of a search's results kept from its last visit: the newest this many (one `list` call of the API's largest
 * page). A search with more results keeps its newest ones only.
 */
export const SEEN_IDS_LIMIT = 100;
export const NAME_MAX_LENGTH = 60;
const URL_MAX_LENGTH = 2000;
export const SAVED_SEARCHES_STORAGE_KEY = 'carweb.saved-searches.v1';

/** One saved search as the browser keeps it. */
export interface SavedSearch {
  id: string;
  name: string;
  /** the list's canonical URL (path and filter, without page and order), what opening it navigates to */
  url: string;
  /** the search alert of the same filter: {list}/{searchAlert}?{filter} */
  alertUrl: string;
  /** the filter as the list sends it (dealer scope and the page's preset included), for the counts */
  request: VehicleFilter;
  dealerSlug: string | null;
  /** the ids of the results when last seen (the newest SEEN_IDS_LIMIT); null when they could not be loaded */
  seenIds: number[] | null;
  /** how many matched when last seen */
  seenTotal: number;
  seenAt: number;
}

/** What the current results of a search are: the newest ids (≤ SEEN_IDS_LIMIT) and how many match. */
export interface SearchResults {
  ids: number[];
  total: number;
}

export interface SavedSearchesState {
  searches: SavedSearch[];
}

export type SaveResult = 'saved' | 'exists' | 'full';

export interface SavedSearchesActions {
  save(search: Omit<SavedSearch, 'id' | 'seenIds' | 'seenTotal' | 'seenAt'>, results: SearchResults | null): SaveResult;
  rename(id: string, name: string): void;
  remove(id: string): void;
  markSeen(id: string, results: SearchResults | null): void;
}

/** A name as kept: one line, trimmed, at most NAME_MAX_LENGTH characters; empty keeps the fallback. */
export function cleanName(name: string, fallback: string): string {
  const clean = name.replace(/\s+/g, ' ').trim().slice(0, NAME_MAX_LENGTH).trim();
  return clean || fallback.slice(0, NAME_MAX_LENGTH);
}

/** A search's own URL only: same-origin paths, never an address elsewhere (storage can be edited by hand). */
export function isSafeUrl(url: string): boolean {
  return url.length <= URL_MAX_LENGTH && url.startsWith('/') && !url.startsWith('//');
}

/** What is kept of results when a search is seen: the newest ids within the bound, and the count. */
export function seenOf(results: SearchResults | null, now: number): Pick<SavedSearch, 'seenIds' | 'seenTotal' | 'seenAt'> {
  return { seenIds: results ? results.ids.slice(0, SEEN_IDS_LIMIT) : null, seenTotal: results?.total ?? 0, seenAt: now };
}

/**
 * How many of the current results were not among the results when the search was last seen. `current.ids` are the
 * newest results first (at most SEEN_IDS_LIMIT). Exact while both the kept ids and the current ids cover every result;
 * otherwise a lower bound:
 * - kept ids complete: every current result outside them is new, so at least `total − kept` are, and every listed
 *   current id not kept is;
 * - kept ids cut at the bound: only current results listed before the last one still known can be told new (later ones
 *   may be older results that moved up when newer ones went).
 * Unknown (null) when the results of the last visit could not be loaded.
 */
export function countNew(search: Pick<SavedSearch, 'seenIds' | 'seenTotal'>, current: SearchResults): number | null {
  const { seenIds } = search;
  if (!seenIds) return null;
  const seen = new Set(seenIds);
  const complete = search.seenTotal <= seenIds.length;
  let candidates = current.ids;
  if (!complete) {
    let last = -1;
    current.ids.forEach((id, index) => {
      if (seen.has(id)) last = index;
    });
    candidates = current.ids.slice(0, Math.max(last, 0));
  }
  const listed = candidates.filter((id) => !seen.has(id)).length;
  return complete ? Math.max(listed, current.total - seenIds.length) : listed;
}
