import { visuallyHiddenClass } from '@carweb/shared-ui';
import type { FilterOption } from './types';
import styles from './filter-inputs.module.css';

export interface TagsInputProps {
  legend: string;
  options: FilterOption[];
  selected: readonly string[];
  onToggle: (id: string) => void;
}

/** tags: toggle chips (quality, buying options, promotions); aria-pressed tells the state. */
export function TagsInput({ legend, options, selected, onToggle }: TagsInputProps) {
  return (
    <fieldset className={styles['fieldset']}>
      <legend className={visuallyHiddenClass}>{legend}</legend>
      <ul className={styles['chips']}>
        {options.map((option) => {
          const pressed = selected.includes(option.id);
          return (
            <li key={option.id}>
              <button
                type="button"
                className={styles['chip']}
                aria-pressed={pressed}
                disabled={option.count === 0 && !pressed}
                onClick={() => onToggle(option.id)}
              >
                {option.label}
                {option.count !== undefined && <span className={styles['count']}> ({option.count})</span>}
              </button>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
