import type { LeasingCalculationRequest } from '@carweb/api-contracts';

/** Leasing data change is debounced by 250 ms (SPEC §4, §9). */
export const LEASING_DEBOUNCE_MS = 250;

export interface LeasingRange {
  min: number;
  max: number;
  step: number;
}

export type LeasingBounds = Record<keyof LeasingCalculationRequest, LeasingRange>;

/**
 * The runtime, km-per-year and down-payment options until the backend tells its bounds (its first answer): the vehicle
 * calculator's and the model configurator's (decision 0034), so both offer the same choices.
 */
export const DEFAULT_LEASING_BOUNDS: LeasingBounds = {
  totalRuntime: { min: 12, max: 60, step: 6 },
  kmPerYear: { min: 5000, max: 40000, step: 2500 },
  downPayment: { min: 0, max: 20000, step: 100 },
};

/** Every value of a range on its grid: min, min + step, … max (the options of a select). */
export const leasingSteps = (range: LeasingRange): number[] =>
  Array.from({ length: Math.floor((range.max - range.min) / range.step) + 1 }, (_, i) => range.min + i * range.step);

/** Puts a value on the backend's grid (min + n × step) inside its bounds. */
export function snapToRange(value: number, range: LeasingRange): number {
  if (!Number.isFinite(value)) return range.min;
  const clamped = Math.min(range.max, Math.max(range.min, value));
  const steps = Math.round((clamped - range.min) / range.step);
  return Math.min(range.max, range.min + steps * range.step);
}

/** The calculation the calculator starts with: the vehicle's own leasing offer (duration, km, deposit). */
export function initialLeasingInput(offer: { duration: number; kmPerYear: number; deposit: number } | null): LeasingCalculationRequest {
  return {
    totalRuntime: offer?.duration ?? 48,
    kmPerYear: offer?.kmPerYear ?? 10_000,
    downPayment: Math.round(offer?.deposit ?? 0),
  };
}

/** Tracking: lease item price = rate × duration + deposit (SPEC §9). */
export function leaseItemPrice(rate: number, duration: number, deposit: number): number {
  return Math.round((rate * duration + deposit) * 100) / 100;
}
