import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { MagazineArticle } from '@carweb/api-contracts';
import { buttonClassName } from '@carweb/shared-ui';
import { messages } from '../messages';
import { MagazineArticleCard } from './MagazineArticleCard';
import styles from '../magazine.module.css';

export interface MagazineArticleListProps {
  /** the list's heading: all articles or the category's name */
  title: string;
  articles: readonly MagazineArticle[];
  /** the article page of each article in the page's language */
  hrefOf: (article: MagazineArticle) => string | undefined;
  /** the hero article shown large (all articles only) */
  featuredId?: string;
  /** the URL with one page more; absent when all articles are shown */
  moreHref?: string;
  /** a further page is on its way */
  loadingMore?: boolean;
  /** a further page failed: the generic message, "more" stays to try again */
  moreFailed?: string;
}

/** The id of the n-th item (from 1): "more" without JavaScript leads to the first new one. */
export const articleAnchor = (position: number) => `magazine-article-${position}`;

/**
 * The articles and "more": a link to the URL with one page more, so it works without JavaScript; with it the router
 * follows the link in place (the URL replaced, the scroll kept), the new articles are appended, focus moves to the first
 * of them and their count is announced (polite). At the end the link is gone and that is said instead.
 */
export function MagazineArticleList({
  title,
  articles,
  hrefOf,
  featuredId,
  moreHref,
  loadingMore = false,
  moreFailed,
}: MagazineArticleListProps) {
  const intl = useIntl();
  const listRef = useRef<HTMLUListElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  /** the list when "more" was followed, until its page is there */
  const requested = useRef<{ count: number; moreHref?: string } | null>(null);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    const before = requested.current;
    // still on its way, or nothing changed yet (a render for another reason)
    if (!before || loadingMore || (articles.length === before.count && moreHref === before.moreHref)) return;
    requested.current = null;
    const added = articles.length - before.count;
    if (added > 0) {
      listRef.current?.querySelectorAll<HTMLElement>('[data-article-link]')[before.count]?.focus();
      setAnnouncement(intl.formatMessage(messages.articlesAdded, { count: added }));
    } else {
      headingRef.current?.focus();
      setAnnouncement(intl.formatMessage(messages.allShown));
    }
  }, [articles.length, moreHref, loadingMore, intl]);

  const followMore = () => {
    requested.current = { count: articles.length, moreHref };
    setAnnouncement(intl.formatMessage(messages.loadingMore));
  };

  return (
    <>
      <h2 className={styles['listTitle']} ref={headingRef} tabIndex={-1}>
        {title}
      </h2>
      <ul className={styles['grid']} ref={listRef} aria-busy={loadingMore || undefined}>
        {articles.map((article, index) => (
          <MagazineArticleCard
            key={article.id}
            article={article}
            href={hrefOf(article)}
            featured={article.id === featuredId}
            anchorId={articleAnchor(index + 1)}
          />
        ))}
      </ul>
      <div className={styles['more']}>
        {moreHref && !loadingMore && (
          <Link className={buttonClassName('secondary')} to={moreHref} replace preventScrollReset onClick={followMore}>
            {intl.formatMessage(messages.moreArticles)}
          </Link>
        )}
        {moreFailed && <p role="alert">{moreFailed}</p>}
        <p className={styles['status']} role="status">
          {announcement}
        </p>
      </div>
    </>
  );
}
