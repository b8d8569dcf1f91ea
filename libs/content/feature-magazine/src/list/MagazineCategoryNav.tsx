import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { MagazineCategory } from '@carweb/api-contracts';
import { messages } from '../messages';
import styles from '../magazine.module.css';

export interface MagazineCategoryNavProps {
  categories: readonly MagazineCategory[];
  /** the chosen category's id; null: all articles; undefined: none of these (an unknown category) */
  current: string | null | undefined;
  /** the magazine's first page of a category (null: of all articles) */
  hrefOf: (category: string | null) => string;
}

/** "All" and each category, links (they work without JavaScript); the chosen one is marked as the current page. */
export function MagazineCategoryNav({ categories, current, hrefOf }: MagazineCategoryNavProps) {
  const intl = useIntl();
  const items = [{ id: null, name: intl.formatMessage(messages.allCategories) }, ...categories];
  return (
    <nav className={styles['categories']} aria-label={intl.formatMessage(messages.categories)}>
      <ul className={styles['categoryList']}>
        {items.map((category) => (
          <li key={category.id ?? ''}>
            <Link
              className={styles['category']}
              to={hrefOf(category.id)}
              aria-current={category.id === current ? 'page' : undefined}
              preventScrollReset
            >
              {category.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
