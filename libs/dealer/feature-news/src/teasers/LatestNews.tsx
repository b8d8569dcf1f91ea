import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { dealerNewsQuery } from '@carweb/api-dealer';
import { useApiContext } from '@carweb/api-http';
import { useDealerHref } from '@carweb/platform-routing';
import { Section } from '@carweb/shared-ui';
import { NewsCard } from '../list-page/NewsCard';
import { messages } from '../messages';
import styles from '../parts/news.module.css';

/** How many news items the dealer home shows (its "top news"). */
export const HOME_NEWS_LIMIT = 3;

/**
 * The dealer home's top news: the newest items linked to their pages, and a link to all.
 * Optional data (decision 0015): hidden while loading, when the call fails and when there are none.
 */
export function LatestNews({ dealerId }: { dealerId: number }) {
  const intl = useIntl();
  const href = useDealerHref();
  const { data } = useQuery(dealerNewsQuery(useApiContext(), dealerId));
  const latest = [...(data ?? [])].sort((a, b) => b.date.localeCompare(a.date)).slice(0, HOME_NEWS_LIMIT);
  if (latest.length === 0) return null;
  return (
    <Section id="latest-news" title={intl.formatMessage(messages.latestNews)}>
      <ul className={styles['grid']}>
        {latest.map((item) => (
          <NewsCard key={item.id} item={item} href={href('news', item.slug)} headingLevel={3} />
        ))}
      </ul>
      <p>
        <Link to={href('news')}>{intl.formatMessage(messages.allNews)}</Link>
      </p>
    </Section>
  );
}
