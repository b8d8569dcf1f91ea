import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useApiContext } from '@carweb/api-http';
import { languageOf } from '@carweb/shared-util-i18n';
import { MagazineArticleCard } from '../list/MagazineArticleCard';
import { articleHref } from '../magazine-paths';
import { articlesOf, magazinePageQuery } from '../magazine-queries';
import { messages } from '../messages';
import styles from '../magazine.module.css';

const OTHER_ARTICLES = 3;

/** The three newest other articles (the magazine's first page); optional, left out when it failed or has no others. */
export function MoreArticles({ currentId }: { currentId: string }) {
  const intl = useIntl();
  const locale = languageOf(intl.locale);
  const { data } = useQuery(magazinePageQuery(useApiContext(), null, 1));
  const others = articlesOf(data)
    .filter((article) => article.id !== currentId)
    .slice(0, OTHER_ARTICLES);
  if (others.length === 0) return null;
  return (
    <section className={styles['others']} aria-labelledby="magazine-other-articles">
      <h2 id="magazine-other-articles">{intl.formatMessage(messages.otherArticles)}</h2>
      <ul className={styles['grid']}>
        {others.map((article) => (
          <MagazineArticleCard key={article.id} article={article} href={articleHref(article, locale)} />
        ))}
      </ul>
    </section>
  );
}
