import { useIntl } from 'react-intl';
import { messages } from '../messages';
import styles from './parts.module.css';

/** The day a campaign or news item was published, the same on the server and in the browser (Swiss time). */
export function PublishedDate({ date }: { date: string }) {
  const intl = useIntl();
  if (Number.isNaN(Date.parse(date))) return null;
  const day = intl.formatDate(date, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Zurich' });
  return (
    <time className={styles['date']} dateTime={date}>
      {intl.formatMessage(messages.publishedOn, { date: day })}
    </time>
  );
}
