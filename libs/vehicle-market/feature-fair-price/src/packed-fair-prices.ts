import { PRICE_BANDS } from './bands';
import type { FairPrice } from './fair-price';

/**
 * A card's rating as the page data and the site's answer carry it (a few numbers per rated card, decision 0048):
 * vehicle id, band (index in PRICE_BANDS), comparables, market price, lowest, highest, the vehicle's price.
 */
export type PackedFairPrice = [id: number, band: number, count: number, estimate: number, lowest: number, highest: number, price: number];

export function packFairPrices(ratings: ReadonlyMap<number, FairPrice>): PackedFairPrice[] {
  return [...ratings].map(([id, r]) => [id, PRICE_BANDS.indexOf(r.band), r.count, r.estimate, r.lowest, r.highest, r.price]);
}

/** A card's rating from its packed numbers; null for a band this code does not know (never shown as another). */
export function unpackFairPrice([, band, count, estimate, lowest, highest, price]: PackedFairPrice): FairPrice | null {
  const name = PRICE_BANDS[band];
  return name ? { band: name, count, estimate, lowest, highest, price } : null;
}
