import type { VehicleFilter } from '@carweb/api-contracts';
import { listRequest, parseMarketFilter, PROMOTION_CARS_LIMIT, type MarketFilter } from '@carweb/vehicle-market-util-search-state';

/**
 * The vehicles a promotion shows: its `carFilterId` holds a vehicle filter as JSON, named like the
 * vehicle list URL parameters (SPEC §3), e.g. {"cond":["new","demo"]}. It is read exactly like a list
 * URL: unknown parameters and values that do not fit are dropped (SPEC §5); paging is the list's own.
 * Null when the promotion has no vehicles (no filter, or one that is not a JSON object).
 */
export function promotionCarFilter(carFilterId: string | null): MarketFilter | null {
  if (!carFilterId) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(carFilterId);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(parsed)) {
    if (Array.isArray(value)) value.forEach((item) => params.append(`${name}[]`, String(item)));
    else if (typeof value === 'string' || typeof value === 'number') params.set(name, String(value));
  }
  const { page: _page, limit: _limit, ...filter } = parseMarketFilter(params);
  return filter;
}

/** One page of a promotion's vehicles: 6 per page (SPEC §9). */
export function promotionCarsRequest(filter: MarketFilter, page: number): VehicleFilter {
  return listRequest({ ...filter, limit: PROMOTION_CARS_LIMIT }, page);
}
