import { useId, useState } from 'react';
import { visuallyHiddenClass } from '@carweb/shared-ui';
import type { FilterOption } from './types';
import styles from './filter-inputs.module.css';

export interface TopSelectionOption extends FilterOption {
  children?: FilterOption[];
}

export interface CheckboxListWithTopSelectionProps {
  legend: string;
  options: TopSelectionOption[];
  /** the chosen top-level value (make) */
  selectedTop: string | undefined;
  /** chosen values below it (models) */
  selectedChildren: readonly string[];
  onSelectTop: (id: string | undefined) => void;
  onToggleChild: (parentId: string, childId: string) => void;
  /** how many top-level values show before "show all" */
  topCount?: number;
  showAllLabel: string;
  showLessLabel: string;
  childrenLegend: (parent: string) => string;
}

/**
 * checkboxListWithTopSelection: the most frequent top-level values first (make), the rest behind
 * "show all"; the chosen one unfolds its children (models).
 */
export function CheckboxListWithTopSelection(props: CheckboxListWithTopSelectionProps) {
  const { legend, options, selectedTop, selectedChildren, onSelectTop, onToggleChild, topCount = 6 } = props;
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const ranked = [...options].sort((a, b) => (b.count ?? 0) - (a.count ?? 0));
  const top = ranked.slice(0, topCount);
  const chosenHidden = selectedTop && !top.some((o) => o.id === selectedTop);
  const visible = expanded ? ranked : chosenHidden ? [...top, ...ranked.filter((o) => o.id === selectedTop)] : top;
  return (
    <fieldset className={styles['fieldset']}>
      <legend className={visuallyHiddenClass}>{legend}</legend>
      <ul id={listId} className={`${styles['options']} ${styles['column']}`}>
        {visible.map((option) => {
          const checked = option.id === selectedTop;
          return (
            <li key={option.id}>
              <label className={`${styles['option']} ${option.count === 0 && !checked ? styles['empty'] : ''}`}>
                <input
                  type="checkbox"
                  checked={checked}
                  disabled={option.count === 0 && !checked}
                  onChange={() => onSelectTop(checked ? undefined : option.id)}
                />
                <span className={styles['optionLabel']}>{option.label}</span>
                {option.count !== undefined && <span className={styles['count']}>({option.count})</span>}
              </label>
              {checked && option.children && option.children.length > 0 && (
                <fieldset className={`${styles['fieldset']} ${styles['children']}`}>
                  <legend className={visuallyHiddenClass}>{props.childrenLegend(option.label)}</legend>
                  <ul className={`${styles['options']} ${styles['column']}`}>
                    {option.children.map((child) => {
                      const childChecked = selectedChildren.includes(child.id);
                      const empty = child.count === 0 && !childChecked;
                      return (
                        <li key={child.id}>
                          <label className={`${styles['option']} ${empty ? styles['empty'] : ''}`}>
                            <input
                              type="checkbox"
                              checked={childChecked}
                              disabled={empty}
                              onChange={() => onToggleChild(option.id, child.id)}
                            />
                            <span className={styles['optionLabel']}>{child.label}</span>
                            {child.count !== undefined && <span className={styles['count']}>({child.count})</span>}
                          </label>
                        </li>
                      );
                    })}
                  </ul>
                </fieldset>
              )}
            </li>
          );
        })}
      </ul>
      {ranked.length > topCount && (
        <button
          type="button"
          className={styles['textButton']}
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? props.showLessLabel : props.showAllLabel}
        </button>
      )}
    </fieldset>
  );
}
