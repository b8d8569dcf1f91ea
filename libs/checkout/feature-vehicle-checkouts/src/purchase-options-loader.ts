import type { PageLoaderArgs } from '@carweb/platform-routing';
import { loadCheckoutVehicle } from './checkout-vehicle';

export async function loadPurchaseOptions(args: PageLoaderArgs) {
  const vehicle = await loadCheckoutVehicle(args);
  return { vehicleId: vehicle.id };
}
