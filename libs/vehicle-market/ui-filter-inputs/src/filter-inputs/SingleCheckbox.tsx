import styles from './filter-inputs.module.css';

export interface SingleCheckboxProps {
  label: string;
  checked: boolean;
  count?: number;
  onChange: (checked: boolean) => void;
}

/** checkbox: one yes/no filter. */
export function SingleCheckbox({ label, checked, count, onChange }: SingleCheckboxProps) {
  return (
    <label className={`${styles['option']} ${styles['single']}`}>
      <input type="checkbox" checked={checked} disabled={count === 0 && !checked} onChange={(event) => onChange(event.target.checked)} />
      <span className={styles['optionLabel']}>{label}</span>
      {count !== undefined && <span className={styles['count']}>({count})</span>}
    </label>
  );
}
