import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { Dealer } from '@carweb/api-contracts';
import { resolveDealerLink } from '@carweb/platform-layout';
import { useDealerBase } from '@carweb/platform-routing';
import { visuallyHiddenClass } from '@carweb/shared-ui';
import { messages } from '../messages';
import { OpeningHoursWeek, TodaysHours } from './OpeningHours';
import styles from './LocationContact.module.css';

export type Location = Pick<
  Dealer,
  'dealerId' | 'name' | 'street' | 'zip' | 'city' | 'phone' | 'email' | 'openingHours' | 'rating' | 'externalServiceFormUrl'
>;

export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** An e-mail link that wraps after the @ rather than inside a word when the column is narrow. */
export function EmailLink({ email }: { email: string }) {
  const at = email.indexOf('@');
  return (
    <a href={`mailto:${email}`}>
      {at > 0 ? (
        <>
          {email.slice(0, at + 1)}
          <wbr />
          {email.slice(at + 1)}
        </>
      ) : (
        email
      )}
    </a>
  );
}

export interface LocationContactProps {
  location: Location;
  /** the number to show and call (the dealer's call-tracking number when active) */
  phone?: string;
  /** the whole week below today's hours (a location's own page) */
  week?: boolean;
  /** the box's own "Kontakt" heading; false inside a location card, whose heading is the location's name */
  titled?: boolean;
  now?: Date;
}

/** A location's address, phone, e-mail, today's opening hours, rating and the route to the garage (SPEC §3 Dealer). */
export function LocationContact({ location, phone = location.phone, week = false, titled = true, now }: LocationContactProps) {
  const intl = useIntl();
  const titleId = useId();
  const route = resolveDealerLink({ target: 'routetogarage' }, useDealerBase(), location);
  const Box = titled ? 'section' : 'div';
  return (
    <Box className={styles[titled ? 'contact' : 'plain']} aria-labelledby={titled ? titleId : undefined}>
      {titled && (
        <h2 id={titleId} className={styles['title']}>
          {intl.formatMessage(messages.contact)}
        </h2>
      )}
      <address className={styles['address']}>
        <span className={visuallyHiddenClass}>{intl.formatMessage(messages.address)}: </span>
        {location.street}
        <br />
        {location.zip} {location.city}
      </address>
      <dl className={styles['channels']}>
        <dt>{intl.formatMessage(messages.phone)}</dt>
        <dd>
          <a href={telHref(phone)}>{phone}</a>
        </dd>
        <dt>{intl.formatMessage(messages.email)}</dt>
        <dd>
          <EmailLink email={location.email} />
        </dd>
      </dl>
      <TodaysHours hours={location.openingHours} now={now} />
      {location.rating && (
        <p className={styles['rating']}>
          {intl.formatMessage(messages.rating, {
            average: intl.formatNumber(location.rating.average, { maximumFractionDigits: 1 }),
            count: location.rating.count,
          })}
        </p>
      )}
      <p>
        <a href={route.href} target="_blank" rel="noopener noreferrer" className={styles['route']}>
          {intl.formatMessage(messages.routeToGarage)}
          <span className={visuallyHiddenClass}> {intl.formatMessage(messages.opensInNewWindow)}</span>
        </a>
      </p>
      {week && <OpeningHoursWeek hours={location.openingHours} headingLevel={titled ? 3 : 4} />}
    </Box>
  );
}
