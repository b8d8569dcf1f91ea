import type { VehicleFilter } from '@carweb/api-contracts';
import { PAGE_SIZE, type MarketFilter } from './market-filter';

/** The vehicles of one page: the visitor's filter plus page and page size (24, SPEC §9). */
export function listRequest(filter: MarketFilter, page: number): VehicleFilter {
  const { page: _page, limit, ...rest } = filter;
  return { ...rest, limit: limit ?? PAGE_SIZE, page } as VehicleFilter;
}

/** What counts (result button) and search criteria depend on: neither the page nor the order. */
export function selectionRequest(filter: MarketFilter): VehicleFilter {
  const { page: _page, limit: _limit, sort: _sort, ...rest } = filter;
  return rest as VehicleFilter;
}

/** The page numbers a list URL shows: 1 … page (vehicles of later pages are appended). */
export function visiblePages(filter: MarketFilter): number[] {
  return Array.from({ length: filter.page ?? 1 }, (_, index) => index + 1);
}

export function totalPages(totalMatches: number, pageSize = PAGE_SIZE): number {
  return Math.max(1, Math.ceil(totalMatches / pageSize));
}
