import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { MagazineArticle } from '@carweb/api-contracts';
import { magazineCategoriesQuery } from '@carweb/api-content';
import { useApiContext } from '@carweb/api-http';
import { useBrand } from '@carweb/platform-routing';
import { PageSeo } from '@carweb/platform-seo';
import { ResponsiveImage, SafeHtml } from '@carweb/shared-ui';
import { languageOf } from '@carweb/shared-util-i18n';
import { magazinePath } from '../magazine-search';
import { messages } from '../messages';
import { ArticleMeta } from '../parts/ArticleMeta';
import { MoreArticles } from './MoreArticles';
import styles from '../magazine.module.css';

/**
 * A magazine article: back to the magazine, its category (a link to that category's articles, when the categories
 * are there), headline, subheadline, author, read time, date, preview picture and description (rich text, sanitized),
 * then three newest other articles. Its SEO texts are the article's own.
 */
export function MagazineArticleView({ article }: { article: MagazineArticle }) {
  const intl = useIntl();
  const locale = languageOf(intl.locale);
  const brand = useBrand();
  const { data: categories } = useQuery(magazineCategoriesQuery(useApiContext()));
  const category = categories?.find((c) => article.categoryList.some((item) => item.categoryId === c.id));
  return (
    <div className={styles['page']}>
      <PageSeo
        title={intl.formatMessage(messages.articleMetaTitle, { headline: article.headline, brand: brand.displayName })}
        description={article.subheadline}
        image={article.previewImage}
      />
      <Link className={styles['back']} to={magazinePath(brand, locale)}>
        <span aria-hidden="true">← </span>
        {intl.formatMessage(messages.backToMagazine)}
      </Link>
      <article className={styles['article']}>
        <header className={styles['articleHeader']}>
          {category && (
            <Link className={styles['categoryLink']} to={magazinePath(brand, locale, { category: category.id, page: 1 })}>
              {category.name}
            </Link>
          )}
          <h1 className={styles['title']}>{article.headline}</h1>
          {article.subheadline && <p className={styles['subheadline']}>{article.subheadline}</p>}
          <ArticleMeta article={article} />
        </header>
        {article.previewImage && (
          <ResponsiveImage
            className={styles['articleImage']}
            src={article.previewImage}
            alt={article.previewImageAlt}
            title={article.previewImageTitle || undefined}
            width={1200}
            height={500}
            slot="content"
            priority
          />
        )}
        <SafeHtml className={styles['description']} html={article.articleDescription} />
      </article>
      <MoreArticles currentId={article.id} />
    </div>
  );
}
