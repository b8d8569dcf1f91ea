import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { CategoryPage } from '@carweb/api-contracts';
import { useMarketApi, useMarketLinks } from '@carweb/vehicle-market-feature-vehicle-teasers';
import { categoryChips, categoryTranslationConfiguration, categoryTranslationQuery } from '../category-chips';
import { categoryListSearch } from '../category-filter';
import { messages } from '../messages';
import styles from './category-page.module.css';

/**
 * The category's filter as readable chips ("Treibstoff: Elektro", "Sitze ab 7"), each a link into the brand's vehicle
 * list with that filter alone. Optional data: shown only once the labels of its codes arrived (the loader prefetched
 * them); while they load or when they failed the page goes without chips. A category without codes needs no labels.
 */
export function CategoryChips({ filter }: { filter: CategoryPage['filter'] }) {
  const intl = useIntl();
  const links = useMarketLinks();
  const configuration = categoryTranslationConfiguration(filter);
  const translation = useQuery({
    ...categoryTranslationQuery(useMarketApi(), configuration ?? {}),
    enabled: configuration !== null,
  });
  if (configuration && !translation.isSuccess) return null;
  const chips = categoryChips(filter, translation.data ?? {}, intl);
  if (chips.length === 0) return null;
  return (
    <ul className={styles['chips']} aria-label={intl.formatMessage(messages.filterChips)}>
      {chips.map((chip) => (
        <li key={chip.key}>
          <Link className={styles['chip']} to={links.list(categoryListSearch(chip.filter))}>
            {chip.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
