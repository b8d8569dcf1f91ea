import type { Vehicle } from '@carweb/api-contracts';

/** What the rating reads of a vehicle (a detail or a card has it). */
export type RatedVehicle = Pick<Vehicle, 'id' | 'price' | 'conditionType' | 'model' | 'firstRegistration' | 'mileage' | 'fuelType'>;

/** Used and demonstration vehicles are rated and compared; new ones never (decision 0048). */
export const RATED_CONDITIONS = ['used', 'demo'] as const;

/** Whether a vehicle can have a rating at all: used or demo, with a price and a first registration. */
export function isRated(vehicle: RatedVehicle): boolean {
  const condition = vehicle.conditionType.id;
  return (
    (RATED_CONDITIONS as readonly (string | undefined)[]).includes(condition) && vehicle.price.value > 0 && !!vehicle.firstRegistration
  );
}
