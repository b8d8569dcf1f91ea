import type { VehicleCardData, VehicleCardListResponse } from '@carweb/api-contracts';
import { totalPages } from './api-filter';
import { PAGE_SIZE } from './market-filter';

/** SPEC §3 vehicle list state (the part a list page owns; sort options and tags come with the criteria). */
export interface VehicleListState {
  /** vehicles by page (as cards): index currentPage - 1 */
  pages: VehicleCardData[][];
  vehicleCount: number;
  currentPage: number;
  totalPages: number;
  error: boolean;
  loading: boolean;
  firstFetch: boolean;
  heroImage: string | null;
}

export const initialVehicleListState: VehicleListState = {
  pages: [],
  vehicleCount: 0,
  currentPage: 1,
  totalPages: 1,
  error: false,
  loading: false,
  firstFetch: true,
  heroImage: null,
};

export type VehicleListEvent =
  | { type: 'loadStarted' }
  | { type: 'loadSucceeded'; response: VehicleCardListResponse; pageSize?: number; heroImage?: string | null }
  | { type: 'loadFailed' }
  | { type: 'searchCriteriaFailed' }
  | { type: 'filterChanged' };

/**
 * SPEC §4: a success with the error flag sets error; otherwise the vehicles are stored at index
 * currentPage - 1 with counts, pages and hero image, and firstFetch becomes false. A load failure
 * clears loading; a search-criteria failure sets error; a filter change starts again at page 1.
 */
export function vehicleListReducer(state: VehicleListState, event: VehicleListEvent): VehicleListState {
  switch (event.type) {
    case 'loadStarted':
      return { ...state, loading: true };
    case 'loadSucceeded': {
      const { response } = event;
      if (response.error) return { ...state, loading: false, error: true };
      const pages = [...state.pages];
      pages[response.currentPage - 1] = response.vehicles;
      return {
        ...state,
        pages,
        vehicleCount: response.totalMatches,
        currentPage: response.currentPage,
        totalPages: totalPages(response.totalMatches, event.pageSize ?? PAGE_SIZE),
        heroImage: event.heroImage !== undefined ? event.heroImage : state.heroImage,
        loading: false,
        error: false,
        firstFetch: false,
      };
    }
    case 'loadFailed':
      return { ...state, loading: false };
    case 'searchCriteriaFailed':
      return { ...state, error: true };
    case 'filterChanged':
      return { ...state, pages: [], currentPage: 1 };
  }
}

/** The vehicles shown: every loaded page in order (later pages are appended). */
export function visibleVehicles(state: VehicleListState): VehicleCardData[] {
  const seen = new Set<number>();
  return state.pages.flatMap((page) => page ?? []).filter((vehicle) => !seen.has(vehicle.id) && seen.add(vehicle.id));
}

export function hasMorePages(state: VehicleListState): boolean {
  return !state.error && state.currentPage < state.totalPages;
}
