import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styles from './Tabs.module.css';

export interface TabItem {
  id: string;
  label: string;
  content: ReactNode;
}

export interface TabsProps {
  /** accessible name of the tab list */
  label: string;
  tabs: TabItem[];
  selected: string;
  onSelect: (id: string) => void;
  size?: 'small' | 'large';
}

/**
 * ARIA tabs (automatic activation): arrow keys move between tabs, Home/End jump; only the selected
 * tab is in the tab order. Every panel stays in the document (hidden), so crawlers read it too.
 */
export function Tabs({ label, tabs, selected, onSelect, size = 'large' }: TabsProps) {
  const id = useId();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const current = Math.max(
    0,
    tabs.findIndex((tab) => tab.id === selected),
  );
  const move = (index: number) => {
    const next = (index + tabs.length) % tabs.length;
    onSelect(tabs[next].id);
    refs.current[next]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const keys: Record<string, () => void> = {
      ArrowRight: () => move(current + 1),
      ArrowLeft: () => move(current - 1),
      Home: () => move(0),
      End: () => move(tabs.length - 1),
    };
    const action = keys[event.key];
    if (action) {
      event.preventDefault();
      action();
    }
  };
  return (
    <div className={`${styles['tabs']} ${styles[size]}`}>
      <div role="tablist" aria-label={label} className={styles['list']} onKeyDown={onKeyDown}>
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            ref={(element) => {
              refs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${tab.id}`}
            aria-selected={index === current}
            aria-controls={`${id}-panel-${tab.id}`}
            tabIndex={index === current ? 0 : -1}
            className={styles['tab']}
            onClick={() => onSelect(tab.id)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, index) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${id}-panel-${tab.id}`}
          aria-labelledby={`${id}-tab-${tab.id}`}
          hidden={index !== current}
          tabIndex={0}
          className={styles['panel']}
        >
          {tab.content}
        </div>
      ))}
    </div>
  );
}
