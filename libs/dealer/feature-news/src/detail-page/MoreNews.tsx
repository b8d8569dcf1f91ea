import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { dealerNewsQuery } from '@carweb/api-dealer';
import { useApiContext } from '@carweb/api-http';
import { useDealerHref } from '@carweb/platform-routing';
import { PublishedDate } from '@carweb/shared-ui';
import { messages } from '../messages';
import styles from '../parts/news.module.css';

const MORE_NEWS_LIMIT = 3;

/** The dealer's latest other news; optional, hidden when the list failed or has no others. */
export function MoreNews({ dealerId, currentId }: { dealerId: number; currentId: string }) {
  const intl = useIntl();
  const href = useDealerHref();
  const { data } = useQuery(dealerNewsQuery(useApiContext(), dealerId));
  const others = data?.filter((item) => item.id !== currentId).slice(0, MORE_NEWS_LIMIT) ?? [];
  if (others.length === 0) return null;
  return (
    <nav className={styles['aside']} aria-labelledby="more-news-title">
      <h2 id="more-news-title">{intl.formatMessage(messages.moreNews)}</h2>
      <ul className={styles['linkList']}>
        {others.map((item) => (
          <li key={item.id}>
            <Link to={href('news', item.slug)}>{item.teaser.title || item.name}</Link>
            <br />
            <PublishedDate date={item.date} />
          </li>
        ))}
      </ul>
    </nav>
  );
}
