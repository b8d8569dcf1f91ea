import { useId } from 'react';
import { visuallyHiddenClass } from '@carweb/shared-ui';
import type { RangeStep, RangeValue } from './types';
import styles from './filter-inputs.module.css';

export interface RangeSelectProps {
  legend: string;
  fromLabel: string;
  toLabel: string;
  /** label of the empty choice ("any") */
  anyLabel: string;
  steps: RangeStep[];
  /** labels for the from side; the backend's step labels read "up to …" */
  fromStepLabel?: (step: RangeStep) => string;
  value: RangeValue;
  onChange: (value: RangeValue) => void;
  /** the legend is visually hidden either way (the tab or group names the select); kept for callers inside tabs */
  hideLegend?: boolean;
}

const toNumber = (raw: string) => (raw === '' ? undefined : Number(raw));

/** rangeSelect: from and to chosen from the backend's steps (price, rate, km, registration year). */
export function RangeSelect({ legend, fromLabel, toLabel, anyLabel, steps, fromStepLabel, value, onChange }: RangeSelectProps) {
  const id = useId();
  // a value from a shared URL that is not a step still shows as chosen
  const withValue = (extra: number | undefined) =>
    extra === undefined || steps.some((s) => s.value === extra)
      ? steps
      : [...steps, { value: extra, label: String(extra) }].sort((a, b) => a.value - b.value);
  return (
    <fieldset className={styles['fieldset']}>
      <legend className={visuallyHiddenClass}>{legend}</legend>
      <div className={styles['range']}>
        <label htmlFor={`${id}-from`} className={styles['rangeLabel']}>
          {fromLabel}
        </label>
        <select
          id={`${id}-from`}
          className={styles['select']}
          value={value.from ?? ''}
          onChange={(event) => onChange({ ...value, from: toNumber(event.target.value) })}
        >
          <option value="">{anyLabel}</option>
          {withValue(value.from).map((step) => (
            <option key={step.value} value={step.value}>
              {fromStepLabel ? fromStepLabel(step) : step.label}
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-to`} className={styles['rangeLabel']}>
          {toLabel}
        </label>
        <select
          id={`${id}-to`}
          className={styles['select']}
          value={value.to ?? ''}
          onChange={(event) => onChange({ ...value, to: toNumber(event.target.value) })}
        >
          <option value="">{anyLabel}</option>
          {withValue(value.to).map((step) => (
            <option key={step.value} value={step.value}>
              {step.label}
            </option>
          ))}
        </select>
      </div>
    </fieldset>
  );
}
