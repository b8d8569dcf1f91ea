import { useQueries, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { Link, useLoaderData } from 'react-router-dom';
import type { MagazineArticle } from '@carweb/api-contracts';
import { magazineCategoriesQuery } from '@carweb/api-content';
import { useApiContext, type ApiContext } from '@carweb/api-http';
import { useBrand } from '@carweb/platform-routing';
import { PageSeo } from '@carweb/platform-seo';
import { languageOf, specTexts } from '@carweb/shared-util-i18n';
import { isLastPage, MAGAZINE_PAGE_SIZE, magazineListOf } from '../magazine-list';
import type { MagazineListData } from '../magazine-list-loader';
import { articleHref } from '../magazine-paths';
import { magazinePath } from '../magazine-search';
import { articlesOf, magazinePageQuery } from '../magazine-queries';
import { messages } from '../messages';
import { MagazineArticleList, articleAnchor } from './MagazineArticleList';
import { MagazineCategoryNav } from './MagazineCategoryNav';
import styles from '../magazine.module.css';

/** Pages 1..n one after the other, as the loader does: the next only once the one before is there and full. */
function pagesToAsk(queryClient: QueryClient, api: ApiContext, category: string | null, upTo: number): number[] {
  const pages: number[] = [];
  for (let page = 1; page <= upTo; page++) {
    pages.push(page);
    const entries = queryClient.getQueryData(magazinePageQuery(api, category, page).queryKey);
    if (!entries || isLastPage(entries)) break;
  }
  return pages;
}

/**
 * The customer magazine (SPEC §4): heading, categories, the hero article on all articles, then the articles of the
 * URL's category and page count (`?category=<id>&page=<n>`, loaded by the route's loader), and "more".
 */
export default function MagazinePage() {
  const { category, page, categoryKnown } = useLoaderData() as MagazineListData;
  const intl = useIntl();
  const locale = languageOf(intl.locale);
  const brand = useBrand();
  const api = useApiContext();
  const queryClient = useQueryClient();
  const categories = useQuery(magazineCategoriesQuery(api));
  const pages = useQueries({
    queries: (categoryKnown ? pagesToAsk(queryClient, api, category, page) : []).map((n) => magazinePageQuery(api, category, n)),
  });
  const loaded = pages.findIndex((result) => result.data === undefined);
  const list = magazineListOf<MagazineArticle>(
    category,
    pages.slice(0, loaded === -1 ? pages.length : loaded).map((result) => articlesOf(result.data)),
  );
  const categoryName = categories.data?.find((c) => c.id === category)?.name;
  const hrefOf = (chosen: string | null) => magazinePath(brand, locale, { category: chosen, page: 1 });
  const failed = pages.some((result) => result.isError && result.data === undefined);
  const pending = pages.some((result) => result.isPending && !result.isError);
  const hero = category === null ? list.articles.slice(0, MAGAZINE_PAGE_SIZE).find((article) => article.isHeroArticle) : undefined;

  let content;
  if (!categoryKnown) {
    content = (
      <div className={styles['notice']}>
        <p>{intl.formatMessage(messages.unknownCategory)}</p>
        <Link className={styles['link']} to={hrefOf(null)}>
          {intl.formatMessage(messages.toAllArticles)}
        </Link>
      </div>
    );
  } else if (list.pagesLoaded === 0 && failed) {
    content = <p role="alert">{intl.formatMessage(specTexts.genericError)}</p>;
  } else if (list.pagesLoaded === 0) {
    content = <p role="status">{intl.formatMessage(messages.loading)}</p>;
  } else if (list.articles.length === 0) {
    content = (
      <div className={styles['notice']}>
        <p>{intl.formatMessage(messages.noArticles)}</p>
        {category && (
          <Link className={styles['link']} to={hrefOf(null)}>
            {intl.formatMessage(messages.toAllArticles)}
          </Link>
        )}
      </div>
    );
  } else {
    const next = magazinePath(brand, locale, { category, page: list.pagesLoaded + 1 });
    content = (
      <MagazineArticleList
        key={category ?? ''}
        title={categoryName ?? intl.formatMessage(messages.allArticles)}
        articles={list.articles}
        hrefOf={(article) => articleHref(article, locale)}
        featuredId={hero?.id}
        moreHref={list.allArticlesLoaded ? undefined : `${next}#${articleAnchor(list.articles.length + 1)}`}
        loadingMore={pending}
        moreFailed={failed ? intl.formatMessage(specTexts.genericError) : undefined}
      />
    );
  }

  const name = brand.displayName;
  return (
    <>
      <PageSeo
        title={
          categoryName
            ? intl.formatMessage(messages.metaTitleCategory, { category: categoryName, brand: name })
            : intl.formatMessage(messages.metaTitle, { brand: name })
        }
        description={intl.formatMessage(messages.metaDescription, { brand: name })}
        image={hero?.previewImage}
      />
      <div className={styles['hero']}>
        <div className={styles['inner']}>
          <h1 className={styles['title']}>{intl.formatMessage(messages.title)}</h1>
          <p className={styles['intro']}>{intl.formatMessage(messages.intro)}</p>
          {categories.data && categories.data.length > 0 && (
            <MagazineCategoryNav categories={categories.data} current={categoryKnown ? category : undefined} hrefOf={hrefOf} />
          )}
        </div>
      </div>
      <div className={styles['inner']}>{content}</div>
    </>
  );
}
