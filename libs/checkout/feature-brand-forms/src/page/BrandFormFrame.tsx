import type { ReactNode } from 'react';
import styles from './brand-form-page.module.css';

/** The frame of every page of this library: title, a short introduction, then the form, its thanks step or the answer. */
export function BrandFormFrame({ title, intro, children }: { title: string; intro?: string; children?: ReactNode }) {
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

export { styles as brandFormStyles };
