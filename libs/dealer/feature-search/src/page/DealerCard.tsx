import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { DealerListEntry } from '@carweb/api-contracts';
import { VisuallyHidden } from '@carweb/shared-ui';
import { formatNumber, languageOf } from '@carweb/shared-util-i18n';
import { todaysIntervals } from '@carweb/dealer-util-opening-hours';
import { messages } from '../messages';
import { formatDistance } from '../search/format-distance';
import styles from './DealerSearchPage.module.css';

const TYPE_LABEL = { sales: messages.typeSales, sales_service: messages.typeSalesService, service: messages.typeService };
const SERVICE_LABEL = { tradein: messages.serviceTradein, onlinesales: messages.serviceOnlinesales, testdrive: messages.serviceTestdrive };

export interface DealerCardProps {
  dealer: DealerListEntry;
  /** km from the searched place */
  distanceKm?: number;
  href: string;
  selected: boolean;
  /** shown only while the map is there */
  onShowOnMap?: () => void;
  now?: Date;
}

/**
 * One result (an item of the results list): name (link to the dealer home), distance, address, today's
 * opening hours, rating, phone and services.
 */
export function DealerCard({ dealer, distanceKm, href, selected, onShowOnMap, now }: DealerCardProps) {
  const intl = useIntl();
  const locale = languageOf(intl.locale);
  const today = todaysIntervals(dealer.openingHours, now);
  // a range never breaks across lines; ranges are separated by ", "
  const hours = today.flatMap((range, index) => [
    index > 0 ? ', ' : null,
    <span key={range.opens} className={styles['range']}>{`${range.opens}–${range.closes}`}</span>,
  ]);
  const services = dealer.services.map((service) => intl.formatMessage(SERVICE_LABEL[service]));
  return (
    <li className={styles['card']} id={`dealer-${dealer.dealerId}`} tabIndex={-1} aria-current={selected ? 'true' : undefined}>
      <div className={styles['cardHead']}>
        <h3 className={styles['name']}>
          <Link to={href}>{dealer.name}</Link>
        </h3>
        {distanceKm !== undefined && (
          <p className={styles['distance']}>{intl.formatMessage(messages.distance, { distance: formatDistance(distanceKm, locale) })}</p>
        )}
      </div>
      <p className={styles['type']}>{intl.formatMessage(TYPE_LABEL[dealer.type])}</p>
      <address className={styles['address']}>
        {dealer.street}
        <br />
        {dealer.zip} {dealer.city}
      </address>
      <p className={today.length ? styles['open'] : styles['closed']}>
        {today.length ? intl.formatMessage(messages.openingHoursToday, { hours: <>{hours}</> }) : intl.formatMessage(messages.closedToday)}
      </p>
      {dealer.rating && (
        <p className={styles['rating']}>
          <span aria-hidden="true">★ </span>
          {intl.formatMessage(messages.rating, {
            // SPEC §9 number format: a dot before the decimals in every language
            average: formatNumber(dealer.rating.average, locale, 1),
            count: dealer.rating.count,
          })}
        </p>
      )}
      <p>
        <VisuallyHidden>{intl.formatMessage(messages.phone)}: </VisuallyHidden>
        <a href={`tel:${dealer.phone.replace(/\s/g, '')}`}>{dealer.phone}</a>
      </p>
      {services.length > 0 && (
        <p className={styles['services']}>
          <VisuallyHidden>{intl.formatMessage(messages.services)}: </VisuallyHidden>
          {intl.formatList(services, { type: 'conjunction' })}
        </p>
      )}
      {onShowOnMap && (
        <button type="button" className={styles['showOnMap']} onClick={onShowOnMap} aria-pressed={selected}>
          {intl.formatMessage(messages.showOnMap)}
        </button>
      )}
    </li>
  );
}
