import { useQuery } from '@tanstack/react-query';
import type { NewsItem } from '@carweb/api-contracts';
import { pageBuilderContentQuery } from '@carweb/api-content';
import { useApiContext } from '@carweb/api-http';
import { resolveContentLink } from '@carweb/platform-layout';
import { useDealerBase } from '@carweb/platform-routing';
import { PageBuilderBlocks, PublishedDate, ResponsiveImage, routerLink, SafeHtml } from '@carweb/shared-ui';
import styles from '../parts/news.module.css';

/**
 * The news item's landing page (SPEC §3): its page-builder content ('campaign-and-news-page') when it
 * is builder content, else — or when that content failed to load — hero, headline and long copy.
 * Rich text only through the shared sanitizer.
 */
export function NewsArticle({ item }: { item: NewsItem }) {
  const base = useDealerBase();
  const builderPageId = item.isBuilderIoContent ? item.builderIoPageId : null;
  const builder = useQuery({
    ...pageBuilderContentQuery(useApiContext(), 'campaign-and-news-page', builderPageId ?? ''),
    enabled: builderPageId !== null,
  });
  const blocks = builder.data?.data.blocks;
  const resolveLink = (link: string) => resolveContentLink(link, base);
  const { landingPage } = item;
  if (blocks?.some((block) => block.component === 'Hero')) {
    return (
      <article className={styles['article']}>
        <PublishedDate date={item.date} />
        <PageBuilderBlocks blocks={blocks} heroHeadingLevel={1} resolveLink={resolveLink} renderLink={routerLink} />
      </article>
    );
  }
  return (
    <article className={styles['article']}>
      {landingPage.heroImage && (
        <ResponsiveImage
          className={styles['heroImage']}
          src={landingPage.heroImage}
          alt=""
          width={1200}
          height={525}
          slot="content"
          priority
        />
      )}
      <PublishedDate date={item.date} />
      <h1 className={styles['title']}>{landingPage.contenHeadline.headline || landingPage.heroHeadline || item.name}</h1>
      {landingPage.contenHeadline.subHeadline && <p className={styles['subHeadline']}>{landingPage.contenHeadline.subHeadline}</p>}
      {blocks ? (
        <PageBuilderBlocks blocks={blocks} resolveLink={resolveLink} renderLink={routerLink} />
      ) : (
        <SafeHtml html={landingPage.longCopy} />
      )}
    </article>
  );
}
