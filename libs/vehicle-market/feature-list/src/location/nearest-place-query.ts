import { queryOptions } from '@tanstack/react-query';

export interface GeoPoint {
  lat: number;
  lon: number;
}

/**
 * The name of the town nearest to a point (a location from a shared URL has no name). The table of Swiss
 * places is its own chunk: the list's loader prefetches the name into the server HTML, so no first load
 * needs the table; it loads when a visitor types a place or follows a link with a point.
 */
export const nearestPlaceQuery = (point: GeoPoint) =>
  queryOptions({
    queryKey: ['vehicle-market', 'nearest-place', point.lat, point.lon],
    queryFn: async () => (await import('./swiss-places')).nearestSwissPlace(point).name,
    staleTime: Infinity,
  });
