// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import type { Vehicle, VehicleListResponse } from '@carweb/api-contracts';
import { initialLeasingInput, leaseItemPrice, snapToRange } from './leasing-inputs';
import { hasMorePromotionCars, initialPromotionCarsState, promotionCarsReducer } from './promotion-cars-state';
import { raiseVehicleNotAvailable, VEHICLE_NOT_AVAILABLE_EVENT, vehicleDetailReducer } from './vehicle-detail-state';
import { hasMorePages, initialVehicleListState, vehicleListReducer, visibleVehicles } from './vehicle-list-state';

const vehicle = (id: number) => ({ id }) as Vehicle;
const response = (page: number, ids: number[], total = 50, error = false): VehicleListResponse => ({
  vehicles: ids.map(vehicle),
  totalMatches: total,
  currentPage: page,
  error,
});

describe('vehicle list state (SPEC §4)', () => {
  it('stores vehicles at index currentPage - 1 with counts and pages; firstFetch becomes false', () => {
    let state = vehicleListReducer(initialVehicleListState, { type: 'loadStarted' });
    expect(state.loading).toBe(true);
    state = vehicleListReducer(state, { type: 'loadSucceeded', response: response(1, [1, 2]), heroImage: '/hero.svg' });
    expect(state).toMatchObject({
      vehicleCount: 50,
      currentPage: 1,
      totalPages: 3,
      loading: false,
      firstFetch: false,
      heroImage: '/hero.svg',
    });
    state = vehicleListReducer(state, { type: 'loadSucceeded', response: response(2, [3, 4]) });
    expect(state.pages).toHaveLength(2);
    expect(visibleVehicles(state).map((v) => v.id)).toEqual([1, 2, 3, 4]);
    expect(state.heroImage).toBe('/hero.svg');
    expect(hasMorePages(state)).toBe(true);
  });

  it('a success with the error flag sets error and keeps the vehicles', () => {
    const loaded = vehicleListReducer(initialVehicleListState, { type: 'loadSucceeded', response: response(1, [1]) });
    const state = vehicleListReducer(loaded, { type: 'loadSucceeded', response: response(2, [], 0, true) });
    expect(state.error).toBe(true);
    expect(visibleVehicles(state)).toHaveLength(1);
    expect(hasMorePages(state)).toBe(false);
  });

  it('a load failure clears loading only; a search-criteria failure sets error', () => {
    const loading = vehicleListReducer(initialVehicleListState, { type: 'loadStarted' });
    expect(vehicleListReducer(loading, { type: 'loadFailed' })).toEqual({ ...initialVehicleListState, loading: false });
    expect(vehicleListReducer(initialVehicleListState, { type: 'searchCriteriaFailed' }).error).toBe(true);
  });

  it('a filter change starts again at page 1', () => {
    const loaded = vehicleListReducer(initialVehicleListState, { type: 'loadSucceeded', response: response(2, [1]) });
    expect(vehicleListReducer(loaded, { type: 'filterChanged' })).toMatchObject({ pages: [], currentPage: 1 });
  });
});

describe('promotion cars list (SPEC §4)', () => {
  it('page 1 sets loading, later pages loading-more and append without duplicates', () => {
    let state = promotionCarsReducer(initialPromotionCarsState, { type: 'pageRequested', page: 1 });
    expect(state).toMatchObject({ loading: true, loadingMore: false });
    state = promotionCarsReducer(state, { type: 'pageLoaded', page: 1, response: response(1, [1, 2], 3) });
    expect(hasMorePromotionCars(state)).toBe(true);
    state = promotionCarsReducer(state, { type: 'pageRequested', page: 2 });
    expect(state).toMatchObject({ loading: false, loadingMore: true });
    state = promotionCarsReducer(state, { type: 'pageLoaded', page: 2, response: response(2, [2, 3], 3) });
    expect(state.vehicles.map((v) => v.id)).toEqual([1, 2, 3]);
    expect(hasMorePromotionCars(state)).toBe(false);
  });

  it('a failed later page keeps what is shown', () => {
    const loaded = promotionCarsReducer(initialPromotionCarsState, { type: 'pageLoaded', page: 1, response: response(1, [1], 9) });
    const failed = promotionCarsReducer({ ...loaded, loadingMore: true }, { type: 'pageFailed', page: 2 });
    expect(failed).toMatchObject({ loadingMore: false, error: false, vehicles: loaded.vehicles });
    expect(promotionCarsReducer(initialPromotionCarsState, { type: 'pageFailed', page: 1 }).error).toBe(true);
  });
});

describe('vehicle detail (SPEC §4)', () => {
  it('load sets null and loading; success stores; failure resets and raises the not-available event', () => {
    const raise = vi.fn();
    const loading = vehicleDetailReducer({ vehicle: { id: 1 }, loading: false }, { type: 'loadStarted' }, raise);
    expect(loading).toEqual({ vehicle: null, loading: true });
    expect(vehicleDetailReducer(loading, { type: 'loadSucceeded', vehicle: { id: 2 } }, raise)).toEqual({
      vehicle: { id: 2 },
      loading: false,
    });
    expect(raise).not.toHaveBeenCalled();
    expect(vehicleDetailReducer(loading, { type: 'loadFailed' }, raise)).toEqual({ vehicle: null, loading: false });
    expect(raise).toHaveBeenCalledOnce();
  });

  it('dispatches the not-available event on window', () => {
    const listener = vi.fn();
    window.addEventListener(VEHICLE_NOT_AVAILABLE_EVENT, listener);
    raiseVehicleNotAvailable({ vehicleId: 5, slug: 'kia-5' });
    window.removeEventListener(VEHICLE_NOT_AVAILABLE_EVENT, listener);
    expect((listener.mock.calls[0][0] as CustomEvent).detail).toEqual({ vehicleId: 5, slug: 'kia-5' });
  });
});

describe('leasing inputs', () => {
  const range = { min: 12, max: 60, step: 6 };
  it('snaps values onto the backend grid', () => {
    expect(snapToRange(50, range)).toBe(48);
    expect(snapToRange(100, range)).toBe(60);
    expect(snapToRange(-5, range)).toBe(12);
    expect(snapToRange(Number.NaN, range)).toBe(12);
  });

  it('starts from the vehicle offer', () => {
    expect(initialLeasingInput({ duration: 36, kmPerYear: 15000, deposit: 3085.4 })).toEqual({
      totalRuntime: 36,
      kmPerYear: 15000,
      downPayment: 3085,
    });
    expect(initialLeasingInput(null)).toEqual({ totalRuntime: 48, kmPerYear: 10000, downPayment: 0 });
  });

  it('lease item price = rate × duration + deposit (SPEC §9)', () => {
    expect(leaseItemPrice(293.03, 48, 3085)).toBe(17150.44);
  });
});
