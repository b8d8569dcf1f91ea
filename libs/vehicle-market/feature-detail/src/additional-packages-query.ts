import type { VehicleDetail } from '@carweb/api-contracts';
import type { ApiContext } from '@carweb/api-http';
import { additionalPackagesQuery, packagesRequest } from '@carweb/api-core';

type PackagesVehicle = Pick<VehicleDetail, 'firstRegistration' | 'model' | 'isReserved'>;

/** The additional packages of a vehicle, for the loader and the page alike; a reserved vehicle offers none. */
export function vehiclePackagesQuery(api: ApiContext, vehicle: PackagesVehicle) {
  return { ...additionalPackagesQuery(api, packagesRequest(vehicle)), enabled: !vehicle.isReserved };
}
