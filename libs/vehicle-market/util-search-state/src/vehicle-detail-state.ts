/** SPEC §4 vehicle detail: loading, loaded or (after a failure) empty. */
export interface VehicleDetailState<V> {
  vehicle: V | null;
  loading: boolean;
}

export type VehicleDetailEvent<V> = { type: 'loadStarted' } | { type: 'loadSucceeded'; vehicle: V } | { type: 'loadFailed' };

/** The event the detail raises when its vehicle cannot be loaded (tracking and the not-available page listen). */
export const VEHICLE_NOT_AVAILABLE_EVENT = 'vehicle-not-available';

export interface VehicleNotAvailableDetail {
  vehicleId: number | null;
  slug: string;
}

/**
 * Load sets the vehicle to null and loading to true; success stores it; failure resets to null and
 * raises the vehicle-not-available event (through `raise`, so the rule stays testable and SSR-safe).
 */
export function vehicleDetailReducer<V>(
  _state: VehicleDetailState<V>,
  event: VehicleDetailEvent<V>,
  raise: () => void = () => undefined,
): VehicleDetailState<V> {
  switch (event.type) {
    case 'loadStarted':
      return { vehicle: null, loading: true };
    case 'loadSucceeded':
      return { vehicle: event.vehicle, loading: false };
    case 'loadFailed':
      raise();
      return { vehicle: null, loading: false };
  }
}

/** Dispatches the not-available event on window (browser only; the server answers with a 301 instead). */
export function raiseVehicleNotAvailable(detail: VehicleNotAvailableDetail): void {
  if (typeof window === 'undefined') return;
  window.dispatchEvent(new CustomEvent<VehicleNotAvailableDetail>(VEHICLE_NOT_AVAILABLE_EVENT, { detail }));
}
