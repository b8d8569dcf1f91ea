import type { VehicleFilter } from '@carweb/api-contracts';
import { getPriceSample } from '@carweb/api-core';
import type { ApiContext } from '@carweb/api-http';
import { comparablesFilter } from './comparables';
import { fairPrice, type FairPrice } from './fair-price';
import { packFairPrices, type PackedFairPrice } from './packed-fair-prices';
import type { RatedVehicle } from './rated';

/** Comparables groups asked at once: a page of 24 cards asks its ≤ 24 price samples in rounds of this many. */
const SAMPLES_AT_ONCE = 6;

/**
 * The ratings of a page of vehicles (decision 0048): the rated ones grouped by their comparables filter, one shared
 * price sample per group (1 list call, 3 above 100 comparables; none while the server's shared cache holds it), so
 * a page costs at most one sample per distinct model, year, mileage band and fuel among its used and demo vehicles.
 * A failed sample fails the whole (the page is then degraded: not stored, and the browser asks again).
 */
export async function loadListFairPrices(api: ApiContext, vehicles: readonly RatedVehicle[]): Promise<PackedFairPrice[]> {
  const groups = new Map<string, { filter: VehicleFilter; vehicles: RatedVehicle[] }>();
  for (const vehicle of vehicles) {
    const filter = comparablesFilter(vehicle);
    if (!filter) continue;
    const key = JSON.stringify(filter);
    const group = groups.get(key) ?? { filter, vehicles: [] };
    group.vehicles.push(vehicle);
    groups.set(key, group);
  }
  const ratings = new Map<number, FairPrice>();
  const all = [...groups.values()];
  for (let start = 0; start < all.length; start += SAMPLES_AT_ONCE) {
    const round = all.slice(start, start + SAMPLES_AT_ONCE);
    const samples = await Promise.all(round.map((group) => getPriceSample(api, group.filter)));
    round.forEach((group, index) => {
      for (const vehicle of group.vehicles) {
        const rating = fairPrice(vehicle, samples[index]);
        if (rating) ratings.set(vehicle.id, rating);
      }
    });
  }
  return packFairPrices(ratings);
}
