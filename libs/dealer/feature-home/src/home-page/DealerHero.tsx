import { useIntl } from 'react-intl';
import type { Dealer, DealerHomepage } from '@carweb/api-contracts';
import { useTrackedPhone } from '@carweb/platform-tracking';
import { ButtonLink } from '@carweb/shared-ui';
import { messages } from '../messages';
import { dayHours, weekdayInZurich } from '@carweb/dealer-util-opening-hours';
import styles from './DealerHomePage.module.css';

/** Dealer name, welcome text, phone call-to-action, address, today's opening hours and rating. */
export function DealerHero({ dealer, homepage }: { dealer: Dealer; homepage: DealerHomepage | undefined }) {
  const intl = useIntl();
  // the call-tracking number once its script is ready (SPEC §4), else the dealer's own
  const phone = useTrackedPhone(dealer.phone);
  // every interval of the day in Swiss time, e.g. 07:30 – 12:00, 13:30 – 18:30
  const today = dayHours(dealer.openingHours, weekdayInZurich(new Date()));
  return (
    <div className={styles['hero']}>
      <div className={styles['heroInner']}>
        <div>
          <h1 className={styles['name']}>{dealer.name}</h1>
          {homepage && <p className={styles['intro']}>{homepage.headline}</p>}
          {homepage && <p>{homepage.introText}</p>}
        </div>
        <div className={styles['contact']}>
          <ButtonLink href={`tel:${phone.replace(/\s/g, '')}`} aria-label={`${intl.formatMessage(messages.callUs)}: ${phone}`}>
            {intl.formatMessage(messages.callUs)}: {phone}
          </ButtonLink>
          <address aria-label={intl.formatMessage(messages.address)}>
            {dealer.street}
            <br />
            {dealer.zip} {dealer.city}
          </address>
          <p>{today ? intl.formatMessage(messages.openingHoursToday, { hours: today }) : intl.formatMessage(messages.closedToday)}</p>
          {dealer.rating && (
            <p>
              {intl.formatMessage(messages.rating, {
                // SPEC §9 number format: a dot before the decimals in every language
                average: dealer.rating.average.toFixed(1),
                count: dealer.rating.count,
              })}
            </p>
          )}
        </div>
      </div>
    </div>
  );
}
