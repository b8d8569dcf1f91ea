import styles from './FilterTags.module.css';

export interface FilterTagItem {
  key: string;
  label: string;
}

export interface FilterTagsProps {
  /** accessible name of the list, e.g. "Aktive Filter" */
  label: string;
  tags: FilterTagItem[];
  /** "Filter {name} entfernen" */
  removeLabel: (tag: string) => string;
  onRemove: (key: string) => void;
  clearAllLabel: string;
  onClearAll: () => void;
}

/** The active filters as removable chips above the list, with "remove all". */
export function FilterTags({ label, tags, removeLabel, onRemove, clearAllLabel, onClearAll }: FilterTagsProps) {
  if (tags.length === 0) return null;
  return (
    <div className={styles['bar']}>
      <ul className={styles['tags']} aria-label={label}>
        {tags.map((tag) => (
          <li key={tag.key}>
            <button type="button" className={styles['tag']} aria-label={removeLabel(tag.label)} onClick={() => onRemove(tag.key)}>
              <span>{tag.label}</span>
              <span aria-hidden="true" className={styles['x']}>
                ×
              </span>
            </button>
          </li>
        ))}
      </ul>
      {tags.length > 1 && (
        <button type="button" className={styles['clear']} onClick={onClearAll}>
          {clearAllLabel}
        </button>
      )}
    </div>
  );
}
