import { Fragment } from 'react';
import { useIntl } from 'react-intl';
import type { MagazineArticle } from '@carweb/api-contracts';
import { SwissDate } from '@carweb/shared-ui';
import { messages } from '../messages';
import styles from '../magazine.module.css';

export type ArticleMetaFields = Pick<MagazineArticle, 'author' | 'readTimeMinutes' | 'dateTimestamp'>;

/** Author, read time and date of an article (the day in Swiss time). */
export function ArticleMeta({ article }: { article: ArticleMetaFields }) {
  const intl = useIntl();
  const parts = [
    article.author && <span key="author">{intl.formatMessage(messages.byAuthor, { author: article.author })}</span>,
    article.readTimeMinutes > 0 && <span key="read">{intl.formatMessage(messages.readTime, { minutes: article.readTimeMinutes })}</span>,
    !Number.isNaN(new Date(article.dateTimestamp).getTime()) && <SwissDate key="date" date={article.dateTimestamp} />,
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
