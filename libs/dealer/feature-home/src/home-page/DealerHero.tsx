import { useIntl } from 'react-intl';
import type { Dealer, DealerHomepage } from '@carweb/api-contracts';
import { ButtonLink } from '@carweb/shared-ui';
import { messages } from '../messages';
import { openingHoursToday } from './opening-hours';
import styles from './DealerHomePage.module.css';

/** Dealer name, welcome text, phone call-to-action, address, today's opening hours and rating. */
export function DealerHero({ dealer, homepage }: { dealer: Dealer; homepage: DealerHomepage | undefined }) {
  const intl = useIntl();
  const today = openingHoursToday(dealer);
  return (
    <div className={styles['hero']}>
      <div className={styles['heroInner']}>
        <div>
          <h1 className={styles['name']}>{dealer.name}</h1>
          {homepage && <p className={styles['intro']}>{homepage.headline}</p>}
          {homepage && <p>{homepage.introText}</p>}
        </div>
        <div className={styles['contact']}>
          <ButtonLink
            href={`tel:${dealer.phone.replace(/\s/g, '')}`}
            aria-label={`${intl.formatMessage(messages.callUs)}: ${dealer.phone}`}
          >
            {intl.formatMessage(messages.callUs)}: {dealer.phone}
          </ButtonLink>
          <address aria-label={intl.formatMessage(messages.address)}>
            {dealer.street}
            <br />
            {dealer.zip} {dealer.city}
          </address>
          <p>
            {today
              ? intl.formatMessage(messages.openingHoursToday, { opens: today.opens, closes: today.closes })
              : intl.formatMessage(messages.closedToday)}
          </p>
          {dealer.rating && (
            <p>
              {intl.formatMessage(messages.rating, {
                average: intl.formatNumber(dealer.rating.average, { maximumFractionDigits: 1 }),
                count: dealer.rating.count,
              })}
            </p>
          )}
        </div>
      </div>
    </div>
  );
}
