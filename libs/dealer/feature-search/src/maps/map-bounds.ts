import type { GeoPoint } from '../search/distance';

/** The smallest box around some points, as the maps service takes it (fitBounds). */
export function boundsOf(points: GeoPoint[]): google.maps.LatLngBoundsLiteral | null {
  if (points.length === 0) return null;
  const lats = points.map((point) => point.lat);
  const lons = points.map((point) => point.lon);
  return { north: Math.max(...lats), south: Math.min(...lats), east: Math.max(...lons), west: Math.min(...lons) };
}

export const toLatLng = (point: GeoPoint): google.maps.LatLngLiteral => ({ lat: point.lat, lng: point.lon });
