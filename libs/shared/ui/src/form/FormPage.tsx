import type { ReactNode } from 'react';
import styles from './form-page.module.css';

export interface FormPageProps {
  /** the page's one heading (h1) */
  title: string;
  /** a short introduction below the title (none on a thanks step) */
  intro?: string;
  /** the form, its thanks step, a notice or an answer */
  children?: ReactNode;
}

/**
 * The frame of every lead-form page (contact, brand and request forms, decision 0019): the page's h1 title, a short
 * introduction, then the form, its thanks step or an answer in a narrow column. `formPageStyles.note` (a hint beside a
 * step) and `formPageStyles.notice` (the page cannot offer its form) are for what the page puts inside.
 */
export function FormPage({ title, intro, children }: FormPageProps) {
  return (
    <div className={styles['page']}>
      <h1 className={styles['title']}>{title}</h1>
      <div className={styles['narrow']}>
        {intro && <p className={styles['intro']}>{intro}</p>}
        {children}
      </div>
    </div>
  );
}

export { styles as formPageStyles };
