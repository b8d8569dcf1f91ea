import type { PageLoaderArgs } from '@carweb/platform-routing';
import { loadCheckoutVehicle } from './checkout-vehicle';
import { purchaseOptionsPage } from './purchase-options-route';

export async function loadPurchaseOptions(args: PageLoaderArgs) {
  const vehicle = await loadCheckoutVehicle(args);
  await purchaseOptionsPage.preload();
  return { vehicleId: vehicle.id };
}
