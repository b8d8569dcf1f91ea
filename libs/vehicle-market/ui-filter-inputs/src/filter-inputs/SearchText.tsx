import { useId, useState, type FormEvent } from 'react';
import styles from './filter-inputs.module.css';

export interface SearchTextProps {
  label: string;
  submitLabel: string;
  value: string;
  onSubmit: (value: string) => void;
}

/** Free-text matching (filter `matching`): applied on submit, cleared by submitting nothing. */
export function SearchText({ label, submitLabel, value, onSubmit }: SearchTextProps) {
  const id = useId();
  const [draft, setDraft] = useState(value);
  const [applied, setApplied] = useState(value);
  if (applied !== value) {
    setApplied(value);
    setDraft(value);
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(draft.trim());
  };
  return (
    <form role="search" className={styles['search']} onSubmit={submit}>
      <label htmlFor={id} className={styles['rangeLabel']}>
        {label}
      </label>
      <div className={styles['searchRow']}>
        <input
          id={id}
          type="search"
          className={styles['input']}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          maxLength={100}
        />
        <button type="submit" className={styles['searchButton']}>
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
