import type { PriceSample } from '@carweb/api-core';
import type { PriceBand } from './bands';
import { isRated, type RatedVehicle } from './rated';

/** Fewer comparable vehicles than this: no rating (never a made-up one). */
export const MIN_COMPARABLES = 5;

/**
 * Band edges, in percent of the market estimate: −10 % or less very good, up to −4 % good, under +4 % fair, under
 * +10 % increased, +10 % or more high.
 */
export const BAND_EDGES = { veryGood: -10, good: -4, increased: 4, high: 10 } as const;

export interface MarketEstimate {
  /** comparable vehicles, the rated one not counted */
  count: number;
  /** their median price */
  estimate: number;
  lowest: number;
  highest: number;
}

export interface FairPrice extends MarketEstimate {
  price: number;
  band: PriceBand;
}

function median(sorted: readonly number[]): number {
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * The market price of a vehicle from the prices of its comparables (the sample of its comparables filter, which finds
 * the vehicle itself too): the median of the others and their range. A sample of more than one page gives the middle
 * and the highest price the list calls found (the vehicle itself one of more than a hundred).
 */
export function marketEstimate(sample: PriceSample, vehicleId: number): MarketEstimate | null {
  const others = sample.cheapest.filter((entry) => entry.id !== vehicleId).map((entry) => entry.price);
  if (sample.middle === null || sample.highest === null) {
    if (!others.length) return null;
    const sorted = [...others].sort((a, b) => a - b);
    return { count: sorted.length, estimate: median(sorted), lowest: sorted[0], highest: sorted[sorted.length - 1] };
  }
  if (!others.length) return null;
  return { count: sample.count - 1, estimate: sample.middle, lowest: Math.min(...others), highest: sample.highest };
}

/** The band of a price against the estimate (edges in BAND_EDGES; integer arithmetic, so an edge is exact). */
export function priceBand(price: number, estimate: number): PriceBand {
  const deviation = (price - estimate) * 100; // compared with percent × estimate
  if (deviation <= BAND_EDGES.veryGood * estimate) return 'veryGood';
  if (deviation <= BAND_EDGES.good * estimate) return 'good';
  if (deviation < BAND_EDGES.increased * estimate) return 'fair';
  if (deviation < BAND_EDGES.high * estimate) return 'increased';
  return 'high';
}

/** The rating of a used or demo vehicle, or null: a new vehicle, or fewer than MIN_COMPARABLES comparables. */
export function fairPrice(vehicle: RatedVehicle, sample: PriceSample): FairPrice | null {
  if (!isRated(vehicle)) return null;
  const market = marketEstimate(sample, vehicle.id);
  if (!market || market.count < MIN_COMPARABLES || market.estimate <= 0) return null;
  return { ...market, price: vehicle.price.value, band: priceBand(vehicle.price.value, market.estimate) };
}
