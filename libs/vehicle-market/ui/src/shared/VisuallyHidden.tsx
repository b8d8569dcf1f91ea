import type { ReactNode } from 'react';
import styles from './a11y.module.css';

/** Text for screen readers only (e.g. "remove filter" next to an icon). */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className={styles['visuallyHidden']}>{children}</span>;
}

export const visuallyHiddenClass = styles['visuallyHidden'];
