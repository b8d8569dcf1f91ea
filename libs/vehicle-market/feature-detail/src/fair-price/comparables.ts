import type { Vehicle, VehicleFilter } from '@carweb/api-contracts';

/** What the rating reads of a vehicle (a detail or a card has it). */
export type RatedVehicle = Pick<Vehicle, 'id' | 'price' | 'conditionType' | 'model' | 'firstRegistration' | 'mileage' | 'fuelType'>;

/** Lower edges of the mileage bands in km: 0–19,999, 20,000–49,999, 50,000–99,999, 100,000–149,999, 150,000 and more. */
export const MILEAGE_BANDS = [0, 20_000, 50_000, 100_000, 150_000] as const;
/** Used and demonstration vehicles are rated and compared; new ones never (issue 27). */
export const RATED_CONDITIONS = ['used', 'demo'] as const;

/** Whether a vehicle can have a rating at all: used or demo, with a price and a first registration. */
export function isRated(vehicle: RatedVehicle): boolean {
  const condition = vehicle.conditionType.id;
  return (
    (RATED_CONDITIONS as readonly (string | undefined)[]).includes(condition) && vehicle.price.value > 0 && !!vehicle.firstRegistration
  );
}

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
