import type { VehicleCardData, VehicleCardListResponse } from '@carweb/api-contracts';

/** Promotion vehicle list limit (SPEC §9). */
export const PROMOTION_CARS_LIMIT = 6;

export interface PromotionCarsState {
  vehicles: VehicleCardData[];
  totalMatches: number;
  page: number;
  loading: boolean;
  loadingMore: boolean;
  error: boolean;
}

export const initialPromotionCarsState: PromotionCarsState = {
  vehicles: [],
  totalMatches: 0,
  page: 0,
  loading: false,
  loadingMore: false,
  error: false,
};

export type PromotionCarsEvent =
  | { type: 'pageRequested'; page: number }
  | { type: 'pageLoaded'; page: number; response: VehicleCardListResponse }
  | { type: 'pageFailed'; page: number };

/** SPEC §4: page 1 sets loading; later pages set loading-more and append (a vehicle already shown stays once). */
export function promotionCarsReducer(state: PromotionCarsState, event: PromotionCarsEvent): PromotionCarsState {
  const first = event.page === 1;
  switch (event.type) {
    case 'pageRequested':
      return first ? { ...state, loading: true, error: false } : { ...state, loadingMore: true };
    case 'pageLoaded': {
      const { response } = event;
      if (response.error) return { ...state, loading: false, loadingMore: false, error: first ? true : state.error };
      const known = new Set(first ? [] : state.vehicles.map((v) => v.id));
      const added = response.vehicles.filter((v) => !known.has(v.id));
      return {
        vehicles: first ? response.vehicles : [...state.vehicles, ...added],
        totalMatches: response.totalMatches,
        page: event.page,
        loading: false,
        loadingMore: false,
        error: false,
      };
    }
    case 'pageFailed':
      return { ...state, loading: false, loadingMore: false, error: first ? true : state.error };
  }
}

export const hasMorePromotionCars = (state: PromotionCarsState) => state.vehicles.length < state.totalMatches;
