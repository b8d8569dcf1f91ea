import type { VehicleDetail } from '@carweb/api-contracts';
import type { ApiContext } from '@carweb/api-http';
import { additionalPackagesQuery } from '@carweb/api-core';

type PackagesVehicle = Pick<VehicleDetail, 'firstRegistration' | 'model' | 'isReserved'>;

/** The registration decides the additional packages; a new vehicle counts as registered this month. */
export function packagesRequest(vehicle: Pick<VehicleDetail, 'firstRegistration' | 'model'>, now = new Date()) {
  const registration = vehicle.firstRegistration ?? { year: now.getFullYear(), month: now.getMonth() + 1 };
  return { year: registration.year, month: registration.month, modelId: vehicle.model.id };
}

/** The additional packages of a vehicle, for the loader and the page alike; a reserved vehicle offers none. */
export function vehiclePackagesQuery(api: ApiContext, vehicle: PackagesVehicle) {
  return { ...additionalPackagesQuery(api, packagesRequest(vehicle)), enabled: !vehicle.isReserved };
}
