import type { Dealer, VehicleFilter } from '@carweb/api-contracts';
import type { MarketFilter } from '@carweb/vehicle-market-util-search-state';

/**
 * SPEC §7: dealer filters use the dealerId of the dealer, its sub-dealers and extra source dealers.
 * Count and search-criteria calls take no dealerSlug, so a dealer's list scopes them by these ids.
 */
export function dealerScope(
  dealer: Pick<Dealer, 'dealerId' | 'subDealers' | 'vehicleSourceDealerIds'> | null | undefined,
): number[] | null {
  if (!dealer) return null;
  return [...new Set([dealer.dealerId, ...dealer.subDealers.map((sub) => sub.dealerId), ...dealer.vehicleSourceDealerIds])];
}

/** The filter as sent: a location chosen within the dealer's group narrows the scope, never widens it. */
export function scopedRequest(request: VehicleFilter, filter: MarketFilter, scope: number[] | null): VehicleFilter {
  if (!scope) return request;
  const chosen = (filter.dealerId ?? []).filter((id) => scope.includes(id));
  return { ...request, dealerId: chosen.length ? chosen : scope };
}
