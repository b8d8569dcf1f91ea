import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { messages } from '../messages';
import styles from './date.module.css';

export interface SwissDateProps {
  /** an ISO date-time or a timestamp in milliseconds */
  date: string | number;
  className?: string;
  /** the text around the day, e.g. "Published on {day}"; the day alone without it */
  children?: (day: string) => ReactNode;
}

/**
 * A calendar day in Swiss time as `<time>`: the same day on the server and in the browser, whatever their time zones
 * (late evening UTC is already the next day in Zurich). An invalid date shows nothing.
 */
export function SwissDate({ date, className, children }: SwissDateProps) {
  const intl = useIntl();
  const parsed = new Date(date);
  if (Number.isNaN(parsed.getTime())) return null;
  const day = intl.formatDate(parsed, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Zurich' });
  return (
    <time className={className} dateTime={typeof date === 'string' ? date : parsed.toISOString()}>
      {children ? children(day) : day}
    </time>
  );
}

/** The day a campaign, news item or article was published: "Veröffentlicht am 4. Mai 2030", muted. */
export function PublishedDate({ date }: { date: string | number }) {
  const intl = useIntl();
  return (
    <SwissDate date={date} className={styles['published']}>
      {(day) => intl.formatMessage(messages.publishedOn, { date: day })}
    </SwissDate>
  );
}
