import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { MagazineArticle } from '@carweb/api-contracts';
import { ResponsiveImage } from '@carweb/shared-ui';
import { messages } from '../messages';
import { ArticleMeta } from '../parts/ArticleMeta';
import styles from '../magazine.module.css';

export interface MagazineArticleCardProps {
  article: MagazineArticle;
  /** the article's page in the page's language; without one the card has no link */
  href: string | undefined;
  /** the hero article, large at the top of all articles */
  featured?: boolean;
  /** the item's id: "more" without JavaScript leads to the first new article (`#magazine-article-8`) */
  anchorId?: string;
}

/**
 * An article's teaser: preview picture (its alt text from content), headline as the card's one link (its target covers
 * the card), subheadline (the description is rich text: the article's page shows it), author, read time and date.
 */
export function MagazineArticleCard({ article, href, featured = false, anchorId }: MagazineArticleCardProps) {
  const intl = useIntl();
  const size = featured ? { width: 1200, height: 500 } : { width: 480, height: 200 };
  return (
    <li className={`${styles['card']} ${featured ? styles['featured'] : ''}`} id={anchorId}>
      {/* the featured article is the magazine's LCP picture (decision 0043) */}
      <ResponsiveImage
        className={styles['image']}
        src={article.previewImage}
        alt={article.previewImageAlt}
        {...size}
        slot={featured ? 'content' : 'card'}
        priority={featured}
      />
      <div className={styles['body']}>
        {featured && <span className={styles['badge']}>{intl.formatMessage(messages.featured)}</span>}
        <h3 className={styles['cardTitle']}>
          {href ? (
            <Link className={styles['cardLink']} to={href} data-article-link="">
              {article.headline}
            </Link>
          ) : (
            article.headline
          )}
        </h3>
        {article.subheadline && <p className={styles['text']}>{article.subheadline}</p>}
        <ArticleMeta article={article} />
      </div>
    </li>
  );
}
