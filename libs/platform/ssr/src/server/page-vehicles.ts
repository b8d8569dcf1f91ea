import type { DehydratedState } from '@tanstack/react-query';

const isVehicle = (value: unknown): value is { id: number } =>
  typeof value === 'object' && value !== null && typeof (value as { id?: unknown }).id === 'number';

/**
 * The vehicles a rendered page shows, read from its query cache: a detail (`['core', 'detail', …]`) and every
 * result list (`{ vehicles: […] }`: list, similar and top cars, promotion cars). The page cache tags the page
 * with them, so a reserved or sold vehicle's pages can be purged (decision 0023).
 */
export function vehicleIdsOf(state: DehydratedState): number[] {
  const ids = new Set<number>();
  for (const query of state.queries) {
    if (query.queryKey[0] !== 'core') continue;
    const data = query.state.data as { vehicles?: unknown } | undefined;
    if (query.queryKey[1] === 'detail' && isVehicle(data)) ids.add(data.id);
    if (Array.isArray(data?.vehicles)) for (const vehicle of data.vehicles) if (isVehicle(vehicle)) ids.add(vehicle.id);
  }
  return [...ids];
}
