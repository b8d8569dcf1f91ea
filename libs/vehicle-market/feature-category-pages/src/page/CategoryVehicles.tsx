import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { CategoryPage } from '@carweb/api-contracts';
import { buttonClassName, Section } from '@carweb/shared-ui';
import { formatNumber, languageOf } from '@carweb/shared-util-i18n';
import { useMarketApi, useMarketLinks, VehicleTile } from '@carweb/vehicle-market-feature-vehicle-teasers';
import { categoryListSearch, categoryVehiclesQuery } from '../category-filter';
import { messages } from '../messages';
import styles from './category-page.module.css';

/**
 * The category's count and first vehicles, and the way into the brand's vehicle list with the category's filter
 * ("Alle N Fahrzeuge anzeigen", above and below the cards). Optional data: when the list fails the link stays,
 * without a count; an empty category links the whole vehicle market instead.
 */
export function CategoryVehicles({ filter }: { filter: CategoryPage['filter'] }) {
  const intl = useIntl();
  const links = useMarketLinks();
  const vehicles = useQuery(categoryVehiclesQuery(useMarketApi(), filter));
  const listHref = links.list(categoryListSearch(filter));
  const title = intl.formatMessage(messages.vehicles);
  if (vehicles.isPending) {
    return (
      <Section title={title} id="category-vehicles">
        <p role="status">{intl.formatMessage(messages.loading)}</p>
      </Section>
    );
  }
  const failed = vehicles.isError || vehicles.data.error;
  if (failed || vehicles.data.vehicles.length === 0) {
    return (
      <Section title={title} id="category-vehicles">
        {!failed && <p>{intl.formatMessage(messages.none)}</p>}
        <Link className={buttonClassName('primary')} to={failed ? listHref : links.list()}>
          {intl.formatMessage(failed ? messages.showList : messages.wholeMarket)}
        </Link>
      </Section>
    );
  }
  const count = vehicles.data.totalMatches;
  const formatted = formatNumber(count, languageOf(intl.locale));
  const showAll = (
    <Link className={buttonClassName('primary')} to={listHref}>
      {intl.formatMessage(messages.showAll, { count, formatted })}
    </Link>
  );
  return (
    <Section title={title} id="category-vehicles">
      <div className={styles['toolbar']}>
        <p className={styles['count']}>{intl.formatMessage(messages.count, { count, formatted })}</p>
        {showAll}
      </div>
      <ul className={styles['grid']}>
        {vehicles.data.vehicles.map((vehicle) => (
          <li key={vehicle.id}>
            <VehicleTile vehicle={vehicle} />
          </li>
        ))}
      </ul>
      {count > vehicles.data.vehicles.length && <p className={styles['more']}>{showAll}</p>}
    </Section>
  );
}
