import type { VehicleDetail } from '@carweb/api-contracts';

/** The registration decides the additional packages; a new vehicle counts as registered this month. */
export function packagesRequest(vehicle: Pick<VehicleDetail, 'firstRegistration' | 'model'>, now = new Date()) {
  const registration = vehicle.firstRegistration ?? { year: now.getFullYear(), month: now.getMonth() + 1 };
  return { year: registration.year, month: registration.month, modelId: vehicle.model.id };
}
