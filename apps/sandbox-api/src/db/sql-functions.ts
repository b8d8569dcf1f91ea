import type Database from 'better-sqlite3';

const EARTH_RADIUS_KM = 6371;
const toRad = (deg: number) => (deg * Math.PI) / 180;

export function distanceKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const dLat = toRad(lat2 - lat1);
  const dLon = toRad(lon2 - lon1);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(toRad(lat1)) * Math.cos(toRad(lat2)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(a));
}

export function registerSqlFunctions(db: Database.Database): void {
  db.function('distance_km', { deterministic: true }, (lat1, lon1, lat2, lon2) =>
    distanceKm(Number(lat1), Number(lon1), Number(lat2), Number(lon2)),
  );
}
