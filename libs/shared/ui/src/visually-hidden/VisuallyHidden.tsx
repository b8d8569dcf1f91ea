import type { AriaRole, ReactNode } from 'react';
import styles from './VisuallyHidden.module.css';

export interface VisuallyHiddenProps {
  children: ReactNode;
  /** a live status or a legend-like paragraph instead of an inline span */
  as?: 'span' | 'p' | 'div';
  role?: AriaRole;
  id?: string;
}

/** Text for screen readers only (e.g. "remove filter" next to an icon). The one visually-hidden style of the workspace. */
export function VisuallyHidden({ children, as: Element = 'span', role, id }: VisuallyHiddenProps) {
  return (
    <Element className={styles['visuallyHidden']} role={role} id={id}>
      {children}
    </Element>
  );
}

/** The same style for elements that must keep their own tag (a <legend>, a <caption>, a <dt>). */
export const visuallyHiddenClass = styles['visuallyHidden'];
