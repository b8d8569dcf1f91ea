import { getPriceSample } from '@carweb/api-core';
import type { ApiContext } from '@carweb/api-http';
import { comparablesFilter } from './comparables';
import type { RatedVehicle } from './rated';
import { fairPrice, type FairPrice } from './fair-price';

/** The vehicle's rating from the shared price sample of its comparables (decision 0048); null when it has none. */
export async function loadFairPrice(api: ApiContext, vehicle: RatedVehicle): Promise<FairPrice | null> {
  const filter = comparablesFilter(vehicle);
  return filter ? fairPrice(vehicle, await getPriceSample(api, filter)) : null;
}
