import { useIntl } from 'react-intl';
import type { Dealer } from '@carweb/api-contracts';
import { messages } from '../messages';
import { dateOfWeekday, dayHours, weekdayInZurich, weekSchedule } from '@carweb/dealer-util-opening-hours';
import styles from './LocationContact.module.css';

type OpeningHours = Dealer['openingHours'];

/** "Heute geöffnet: 07:30 – 12:00, 13:30 – 18:30" or "Heute geschlossen", in Swiss time. */
export function TodaysHours({ hours, now = new Date() }: { hours: OpeningHours; now?: Date }) {
  const intl = useIntl();
  const today = dayHours(hours, weekdayInZurich(now));
  return (
    <p className={styles['today']}>
      {today ? intl.formatMessage(messages.openingHoursToday, { hours: today }) : intl.formatMessage(messages.closedToday)}
    </p>
  );
}

/** Monday to Sunday with each day's opening times, closed days said so. */
export function OpeningHoursWeek({ hours, headingLevel }: { hours: OpeningHours; headingLevel: 3 | 4 }) {
  const intl = useIntl();
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={styles['week']}>
      <Heading className={styles['weekTitle']}>{intl.formatMessage(messages.openingHours)}</Heading>
      <dl>
        {weekSchedule(hours).map((day) => (
          <div key={day.weekday} className={styles['day']}>
            <dt>{intl.formatDate(dateOfWeekday(day.weekday), { weekday: 'long', timeZone: 'UTC' })}</dt>
            <dd>{day.hours || intl.formatMessage(messages.closed)}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
