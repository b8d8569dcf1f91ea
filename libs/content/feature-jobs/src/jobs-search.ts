// The jobs page's URL state: what its route handle needs (the page cache key), kept apart from the page's rules,
// which the route table would otherwise carry into every page's first load.

/** The location filter's query parameter: the same in every language, so a language switch keeps it. */
export const LOCATION_PARAM = 'location';
const MAX_PLACE_LENGTH = 80;

/** The place a URL filters by ('' for every place). */
export function placeOfSearch(search: string | URLSearchParams): string {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  return (params.get(LOCATION_PARAM) ?? '').trim().slice(0, MAX_PLACE_LENGTH);
}

/** The query string of a place ('' for every place). */
export function jobsSearch(place: string): string {
  const trimmed = place.trim().slice(0, MAX_PLACE_LENGTH);
  return trimmed ? `?${new URLSearchParams({ [LOCATION_PARAM]: trimmed })}` : '';
}

/** The page cache key's search (decision 0023): the location only, whatever else the URL carries. */
export const jobsCacheSearch = (params: URLSearchParams): string => jobsSearch(placeOfSearch(params));
