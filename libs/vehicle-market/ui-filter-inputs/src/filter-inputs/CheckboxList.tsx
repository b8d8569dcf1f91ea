import type { ReactNode } from 'react';
import { visuallyHiddenClass } from '@carweb/shared-ui';
import { EfficiencyLabel } from '../efficiency/EfficiencyLabel';
import type { FilterOption } from './types';
import styles from './filter-inputs.module.css';

interface CheckboxListProps {
  /** accessible name of the group */
  legend: string;
  options: FilterOption[];
  selected: readonly string[];
  onToggle: (id: string) => void;
}

type Decoration = (option: FilterOption) => ReactNode;

function CheckboxGroup({
  legend,
  options,
  selected,
  onToggle,
  decorate,
  layout,
}: CheckboxListProps & { decorate?: Decoration; layout: string }) {
  return (
    <fieldset className={styles['fieldset']}>
      <legend className={visuallyHiddenClass}>{legend}</legend>
      <ul className={`${styles['options']} ${styles[layout]}`}>
        {options.map((option) => {
          const checked = selected.includes(option.id);
          const empty = option.count === 0 && !checked;
          return (
            <li key={option.id}>
              <label className={`${styles['option']} ${empty ? styles['empty'] : ''}`}>
                <input type="checkbox" checked={checked} disabled={empty} onChange={() => onToggle(option.id)} />
                {decorate?.(option)}
                <span className={styles['optionLabel']}>{option.label}</span>
                {option.count !== undefined && <span className={styles['count']}>({option.count})</span>}
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}

/** checkboxList: plain values (condition, fuel, transmission, …); values without vehicles are disabled. */
export function CheckboxList(props: CheckboxListProps) {
  return <CheckboxGroup {...props} layout="column" />;
}

/** checkboxIconList: values with a pictogram (body types). */
export function CheckboxIconList({ icon, ...props }: CheckboxListProps & { icon: (id: string) => ReactNode }) {
  return (
    <CheckboxGroup
      {...props}
      layout="grid"
      decorate={(option) => (
        <span className={styles['icon']} aria-hidden="true">
          {icon(option.id)}
        </span>
      )}
    />
  );
}

/** checkboxColorList: colours with a swatch. */
export function CheckboxColorList({ colors, ...props }: CheckboxListProps & { colors: Record<string, string | undefined> }) {
  return (
    <CheckboxGroup
      {...props}
      layout="grid"
      decorate={(option) => (
        <span className={styles['swatch']} style={{ background: colors[option.id] ?? 'transparent' }} aria-hidden="true" />
      )}
    />
  );
}

/** checkboxEfficiencyList: energy efficiency classes A–G with their coloured label. */
export function CheckboxEfficiencyList(props: CheckboxListProps) {
  return <CheckboxGroup {...props} layout="column" decorate={(option) => <EfficiencyLabel value={option.id} decorative />} />;
}
