import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { Link, useLoaderData } from 'react-router-dom';
import type { NewsItem } from '@carweb/api-contracts';
import { dealerNewsItemQuery, useDealerBySlug } from '@carweb/api-dealer';
import { useApiContext } from '@carweb/api-http';
import { useDealerBase, useDealerHref } from '@carweb/platform-routing';
import { fillSeoPlaceholders, PageSeo } from '@carweb/platform-seo';
import { useChatPageContent } from '@carweb/platform-tracking';
import { messages } from '../messages';
import type { NewsPageData } from '../routes/news-loaders';
import { MoreNews } from './MoreNews';
import { NewsArticle } from './NewsArticle';
import styles from '../parts/news.module.css';

/** One news item of the dealer (page type newsDetailPage); the loader made sure it exists. */
export default function NewsDetailPage() {
  const { dealerId, slug = '' } = useLoaderData() as NewsPageData;
  const { data: item } = useQuery(dealerNewsItemQuery(useApiContext(), dealerId, slug));
  // its stickyElement decides the sticky chat (SPEC §4)
  useChatPageContent(item);
  // a background refetch that fails keeps the cached item
  if (!item) return null;
  return <NewsView key={item.id} item={item} />;
}

function NewsView({ item }: { item: NewsItem }) {
  const intl = useIntl();
  const href = useDealerHref();
  const { data: dealer } = useDealerBySlug(useDealerBase().dealerSlug);
  // the item's own SEO texts may carry SPEC §3 placeholders ({dealerName}); the page's title stands in for a missing one
  const placeholders = { dealerName: dealer.name };
  const seo = item.landingPage.seo;
  return (
    <div className={styles['page']}>
      <PageSeo
        dealerId={dealer.dealerId}
        title={fillSeoPlaceholders(seo.title, placeholders) || `${item.name} | ${dealer.name}`}
        description={fillSeoPlaceholders(seo.description, placeholders) || item.teaser.subtitle}
        image={item.landingPage.heroImage || item.teaser.image}
        placeholders={placeholders}
      />
      <Link className={styles['back']} to={href('news')}>
        <span aria-hidden="true">← </span>
        {intl.formatMessage(messages.allNews)}
      </Link>
      <div className={styles['detail']}>
        <NewsArticle item={item} />
        <MoreNews dealerId={dealer.dealerId} currentId={item.id} />
      </div>
    </div>
  );
}
