import type { ReactNode } from 'react';
import styles from './form-page.module.css';

export interface FormPageProps {
  /** the page's one heading (h1) */
  title: string;
  /** a short introduction below the title (none on a thanks step) */
  intro?: string;
  /** the form, its thanks step, a notice or an answer */
  children?: ReactNode;
  /** what the form is about, beside it (one column on a phone), e.g. the model and the visitor's configuration */
  aside?: ReactNode;
}

/**
 * The frame of every lead-form page (contact, brand and request forms, decision 0019): the page's h1 title, a short
 * introduction, then the form, its thanks step or an answer in a narrow column, and what the form is about (`aside`)
 * beside it. `formPageStyles.note` (a hint beside a step) and `formPageStyles.notice` (the page cannot offer its form)
 * are for what the page puts inside.
 */
export function FormPage({ title, intro, children, aside }: FormPageProps) {
  const column = (
    <div className={styles['narrow']}>
      {intro && <p className={styles['intro']}>{intro}</p>}
      {children}
    </div>
  );
  return (
    <div className={styles['page']}>
      <h1 className={styles['title']}>{title}</h1>
      {aside ? (
        <div className={styles['withAside']}>
          {column}
          {aside}
        </div>
      ) : (
        column
      )}
    </div>
  );
}

export { styles as formPageStyles };
