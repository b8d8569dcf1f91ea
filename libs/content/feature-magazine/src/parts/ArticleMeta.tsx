import { Fragment } from 'react';
import { useIntl } from 'react-intl';
import type { MagazineArticle } from '@carweb/api-contracts';
import { messages } from '../messages';
import styles from '../magazine.module.css';

export type ArticleMetaFields = Pick<MagazineArticle, 'author' | 'readTimeMinutes' | 'dateTimestamp'>;

/** Author, read time and date of an article (the date in Swiss time, the same on the server and in the browser). */
export function ArticleMeta({ article }: { article: ArticleMetaFields }) {
  const intl = useIntl();
  const date = new Date(article.dateTimestamp);
  const parts = [
    article.author && <span key="author">{intl.formatMessage(messages.byAuthor, { author: article.author })}</span>,
    article.readTimeMinutes > 0 && <span key="read">{intl.formatMessage(messages.readTime, { minutes: article.readTimeMinutes })}</span>,
    !Number.isNaN(date.getTime()) && (
      <time key="date" dateTime={date.toISOString()}>
        {intl.formatDate(date, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Zurich' })}
      </time>
    ),
  ].filter(Boolean);
  return (
    <p className={styles['meta']}>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <span aria-hidden="true">·</span>}
          {part}
        </Fragment>
      ))}
    </p>
  );
}
