import { Suspense, useId, useState, type ReactNode } from 'react';
import styles from './filter-inputs.module.css';

export interface FilterGroupProps {
  title: string;
  /** how many values of this filter are set; shown next to the title */
  activeCount?: number;
  defaultOpen?: boolean;
  children: ReactNode;
}

/**
 * A collapsible filter of the panel (disclosure pattern: button with aria-expanded). A closed
 * group renders no inputs: the panel stays light to render and hydrate, and an input whose code is
 * lazy loads when its group opens (the Suspense boundary keeps the rest of the panel as it is).
 */
export function FilterGroup({ title, activeCount = 0, defaultOpen = false, children }: FilterGroupProps) {
  const [open, setOpen] = useState(defaultOpen || activeCount > 0);
  const id = useId();
  return (
    <div className={styles['group']}>
      <h3 className={styles['groupHeading']}>
        <button type="button" className={styles['groupToggle']} aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
          <span>{title}</span>
          {activeCount > 0 && <span className={styles['badge']}>{activeCount}</span>}
          <span className={styles['chevron']} aria-hidden="true" />
        </button>
      </h3>
      <div id={id} className={styles['groupBody']} hidden={!open}>
        {open && <Suspense fallback={null}>{children}</Suspense>}
      </div>
    </div>
  );
}
