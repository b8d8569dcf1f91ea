/** One value of a checkbox filter, already translated by the backend. */
export interface FilterOption {
  id: string;
  label: string;
  /** vehicles with this value under the other filters */
  count?: number;
}

/** One step of a range select, e.g. 10000 → "bis CHF 10'000.–". */
export interface RangeStep {
  value: number;
  label: string;
}

export interface RangeValue {
  from?: number;
  to?: number;
}
