import type { ReactNode } from 'react';
import styles from './Section.module.css';

/**
 * A page section with an optional heading, centred to the content width. Its heading names it (a region landmark)
 * unless `named` is false: when a region inside has the same name (a carousel), one landmark of that name is enough.
 */
export function Section({ title, id, named = true, children }: { title?: string; id?: string; named?: boolean; children: ReactNode }) {
  const headingId = id ? `${id}-title` : undefined;
  return (
    <section className={styles['section']} id={id} aria-labelledby={title && named ? headingId : undefined}>
      {title && (
        <h2 className={styles['title']} id={headingId}>
          {title}
        </h2>
      )}
      {children}
    </section>
  );
}

/** A responsive card grid rendered as a list, so screen readers announce the count. */
export function CardGrid({ children }: { children: ReactNode }) {
  return <ul className={styles['grid']}>{children}</ul>;
}
