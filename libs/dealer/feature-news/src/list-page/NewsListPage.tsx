import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useLoaderData } from 'react-router-dom';
import { dealerNewsQuery, useDealerBySlug } from '@carweb/api-dealer';
import { useApiContext } from '@carweb/api-http';
import { useDealerBase, useDealerHref } from '@carweb/platform-routing';
import { PageSeo } from '@carweb/platform-seo';
import { messages } from '../messages';
import type { NewsPageData } from '../routes/news-loaders';
import { NewsCard } from './NewsCard';
import styles from '../parts/news.module.css';

/** The dealer's news, newest first (page type newsListPage). */
export default function NewsListPage() {
  const intl = useIntl();
  const href = useDealerHref();
  const { dealerId } = useLoaderData() as NewsPageData;
  const { data: dealer } = useDealerBySlug(useDealerBase().dealerSlug);
  const { data: news = [], isPending } = useQuery(dealerNewsQuery(useApiContext(), dealerId));
  return (
    <div className={styles['page']}>
      <PageSeo
        dealerId={dealer.dealerId}
        title={intl.formatMessage(messages.listMetaTitle, { dealerName: dealer.name })}
        description={intl.formatMessage(messages.listMetaDescription, { dealerName: dealer.name })}
        image={news[0]?.teaser.image}
        placeholders={{ dealerName: dealer.name }}
      />
      <h1 className={styles['title']}>{intl.formatMessage(messages.listTitle)}</h1>
      <p className={styles['intro']}>{intl.formatMessage(messages.listIntro, { dealerName: dealer.name })}</p>
      {isPending ? (
        <p className={styles['empty']} role="status">
          {intl.formatMessage(messages.loading)}
        </p>
      ) : news.length === 0 ? (
        <p className={styles['empty']}>{intl.formatMessage(messages.empty)}</p>
      ) : (
        <ul className={styles['grid']}>
          {news.map((item) => (
            <NewsCard key={item.id} item={item} href={href('news', item.slug)} />
          ))}
        </ul>
      )}
    </div>
  );
}
