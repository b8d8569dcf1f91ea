import type { ReactNode } from 'react';
import styles from './page-hero.module.css';

export interface PageHeroProps {
  /** the page's one heading (h1) */
  title: ReactNode;
  /** a short introduction below the title */
  intro?: ReactNode;
  /** what follows the introduction in the band: a quick search, a price, a row of actions (each with its own spacing) */
  children?: ReactNode;
  /** above the title: a link back to the list the page belongs to */
  before?: ReactNode;
  /** last in the band, on its bottom border: tabs between sibling pages */
  tabs?: ReactNode;
}

/**
 * The band at the top of a page, on the surface colour across the full width, its content at the content width: the
 * page's one h1 title, a short introduction, then what the page puts below them (`children`) and tabs on its bottom edge.
 */
export function PageHero({ title, intro, children, before, tabs }: PageHeroProps) {
  return (
    <div className={styles['hero']}>
      <div className={tabs ? `${styles['inner']} ${styles['withTabs']}` : styles['inner']}>
        {before}
        <h1 className={styles['title']}>{title}</h1>
        {intro && <p className={styles['intro']}>{intro}</p>}
        {children}
        {tabs && <div className={styles['tabs']}>{tabs}</div>}
      </div>
    </div>
  );
}
