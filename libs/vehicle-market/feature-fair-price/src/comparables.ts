import type { VehicleFilter } from '@carweb/api-contracts';
import { isRated, RATED_CONDITIONS, type RatedVehicle } from './rated';

/** Lower edges of the mileage bands in km: 0–19,999, 20,000–49,999, 50,000–99,999, 100,000–149,999, 150,000 and more. */
export const MILEAGE_BANDS = [0, 20_000, 50_000, 100_000, 150_000] as const;

/** The band's filter bounds (both inclusive, as the list filter reads kmfrom/kmto). */
export function mileageBand(mileage: number): { kmfrom: number; kmto?: number } {
  const index = Math.max(MILEAGE_BANDS.filter((edge) => mileage >= edge).length - 1, 0);
  const kmfrom = MILEAGE_BANDS[index];
  const next = MILEAGE_BANDS[index + 1];
  return next === undefined ? { kmfrom } : { kmfrom, kmto: next - 1 };
}

/**
 * The list filter of a vehicle's comparables in the whole market: the same model, first registration within a year
 * of its own, the same mileage band, the same fuel, used or demo. Vehicles of one model, year and band share it (and
 * so one shared price sample). Null: the vehicle is not rated.
 */
export function comparablesFilter(vehicle: RatedVehicle): VehicleFilter | null {
  if (!isRated(vehicle) || !vehicle.firstRegistration) return null;
  const { year } = vehicle.firstRegistration;
  const fuel = vehicle.fuelType.id;
  return {
    model: [String(vehicle.model.id)],
    yearfrom: year - 1,
    yearto: year + 1,
    ...mileageBand(vehicle.mileage),
    ...(fuel ? { fuel: [fuel] } : {}),
    cond: [...RATED_CONDITIONS],
  };
}
