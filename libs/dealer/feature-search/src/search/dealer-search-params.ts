import type { DealerServiceFilter } from '@carweb/api-contracts';
import type { DealerSearchQuery } from './dealer-search';

/** SPEC §3 dealer service filter, in the order the filter offers it (no zod: this runs in the page chunk). */
export const DEALER_SERVICE_FILTERS = ['all', 'tradein', 'onlinesales', 'testdrive'] as const satisfies readonly DealerServiceFilter[];

/** Query parameter names: the same in every language, so a language switch keeps the search. */
export const PARAM = { place: 'place', service: 'service', lat: 'lat', lon: 'lon' } as const;
const MAX_PLACE_LENGTH = 80;

const isService = (value: string | null): value is DealerServiceFilter => DEALER_SERVICE_FILTERS.some((service) => service === value);

function coordinate(value: string | null, limit: number): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  const number = Number(value);
  return Number.isFinite(number) && Math.abs(number) <= limit ? number : undefined;
}

/** The search a URL states; what does not fit a parameter is left out (an unknown service is 'all'). */
export function parseDealerSearch(search: string | URLSearchParams): DealerSearchQuery {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const service = params.get(PARAM.service);
  const place = (params.get(PARAM.place) ?? '').trim().slice(0, MAX_PLACE_LENGTH);
  const lat = coordinate(params.get(PARAM.lat), 90);
  const lon = coordinate(params.get(PARAM.lon), 180);
  return {
    place,
    service: isService(service) ? service : 'all',
    ...(lat !== undefined && lon !== undefined && place ? { point: { lat, lon } } : {}),
  };
}

/** The query string of a search ('' for all dealers), in one canonical order. */
export function dealerSearchQueryString(query: DealerSearchQuery): string {
  const params = new URLSearchParams();
  const place = query.place.trim();
  if (place) params.set(PARAM.place, place);
  if (place && query.point) {
    params.set(PARAM.lat, query.point.lat.toFixed(5));
    params.set(PARAM.lon, query.point.lon.toFixed(5));
  }
  if (query.service !== 'all') params.set(PARAM.service, query.service);
  const text = params.toString();
  return text ? `?${text}` : '';
}
