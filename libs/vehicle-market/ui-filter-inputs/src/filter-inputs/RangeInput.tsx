import { useId, useState, type KeyboardEvent } from 'react';
import { visuallyHiddenClass } from '@carweb/shared-ui';
import type { RangeValue } from './types';
import styles from './filter-inputs.module.css';

export interface RangeInputProps {
  legend: string;
  fromLabel: string;
  toLabel: string;
  value: RangeValue;
  /** placeholders show the bounds of the current result */
  min?: number;
  max?: number;
  /** formats a bound for the placeholder */
  format?: (value: number) => string;
  onChange: (value: RangeValue) => void;
  /** show the legend as a caption (when the group has other inputs too) */
  showLegend?: boolean;
}

/** Digits only: "10'000", "10 000" and "10,000" all mean 10000; empty means no bound. */
export function parseAmount(text: string): number | undefined {
  const digits = text.replace(/[^\d]/g, '');
  return digits ? Number(digits) : undefined;
}

const show = (value: number | undefined) => (value === undefined ? '' : String(value));

/** range: free from/to numbers, applied when a field is left or Enter is pressed. */
export function RangeInput({ legend, fromLabel, toLabel, value, min, max, format = String, onChange, showLegend }: RangeInputProps) {
  const id = useId();
  const [draft, setDraft] = useState({ from: show(value.from), to: show(value.to) });
  const [applied, setApplied] = useState(value);
  if (applied.from !== value.from || applied.to !== value.to) {
    // the filter changed from outside (tag removed, reset): show it
    setApplied(value);
    setDraft({ from: show(value.from), to: show(value.to) });
  }
  const commit = () => {
    const next = { from: parseAmount(draft.from), to: parseAmount(draft.to) };
    if (next.from !== value.from || next.to !== value.to) onChange(next);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit();
    }
  };
  return (
    <fieldset className={styles['fieldset']}>
      <legend className={showLegend ? styles['caption'] : visuallyHiddenClass}>{legend}</legend>
      <div className={styles['range']}>
        <label htmlFor={`${id}-from`} className={styles['rangeLabel']}>
          {fromLabel}
        </label>
        <input
          id={`${id}-from`}
          className={styles['input']}
          inputMode="numeric"
          autoComplete="off"
          value={draft.from}
          placeholder={min !== undefined ? format(min) : undefined}
          onChange={(event) => setDraft({ ...draft, from: event.target.value })}
          onBlur={commit}
          onKeyDown={onKeyDown}
        />
        <label htmlFor={`${id}-to`} className={styles['rangeLabel']}>
          {toLabel}
        </label>
        <input
          id={`${id}-to`}
          className={styles['input']}
          inputMode="numeric"
          autoComplete="off"
          value={draft.to}
          placeholder={max !== undefined ? format(max) : undefined}
          onChange={(event) => setDraft({ ...draft, to: event.target.value })}
          onBlur={commit}
          onKeyDown={onKeyDown}
        />
      </div>
    </fieldset>
  );
}
