import type { DealerServiceFilter } from '@carweb/api-contracts';
import { distanceKm, type GeoPoint } from './distance';
import { resolvePlace, type PlaceDealer, type ResolvedPlace } from './place-resolution';

/** The dealer search as the URL states it. */
export interface DealerSearchQuery {
  /** postcode, town or name as typed (or the label of a place prediction) */
  place: string;
  service: DealerServiceFilter;
  /** coordinates of a place prediction of the maps service */
  point?: GeoPoint;
}

export interface DealerSearchHit<D> {
  dealer: D;
  /** km from the searched place; absent without a place */
  distanceKm?: number;
}

export interface DealerSearchOutcome<D> {
  place: ResolvedPlace | null;
  /** a place was typed, but neither a postcode, a town nor a dealer's name matches it */
  unknownPlace: boolean;
  hits: DealerSearchHit<D>[];
}

/**
 * The results of a search: `offered` (the dealers with the chosen service) nearest first when a place is
 * known, else by name. The place is told from `all` dealers, so a town whose dealers lack the service
 * still finds the nearest ones that have it.
 */
export function searchDealers<D extends PlaceDealer>(
  query: DealerSearchQuery,
  dealers: { all: PlaceDealer[]; offered: D[] },
  collator: Intl.Collator,
): DealerSearchOutcome<D> {
  const place: ResolvedPlace | null = query.point
    ? { kind: 'point', label: query.place, origin: query.point }
    : resolvePlace(query.place, dealers.all);
  const byName = (a: D, b: D) => collator.compare(a.name, b.name);
  if (!place) {
    const unknownPlace = query.place.trim() !== '';
    return { place, unknownPlace, hits: unknownPlace ? [] : [...dealers.offered].sort(byName).map((dealer) => ({ dealer })) };
  }
  const wanted = place.kind === 'name' ? new Set(place.dealerIds) : null;
  const hits = dealers.offered
    .filter((dealer) => !wanted || wanted.has(dealer.dealerId))
    .map((dealer) => ({ dealer, distanceKm: distanceKm(place.origin, { lat: dealer.latitude, lon: dealer.longitude }) }))
    .sort((a, b) => a.distanceKm - b.distanceKm || byName(a.dealer, b.dealer));
  return { place, unknownPlace: false, hits };
}
