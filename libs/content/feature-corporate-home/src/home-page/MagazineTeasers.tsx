import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useApiContext } from '@carweb/api-http';
import { contentItemLink } from '@carweb/content-data-access';
import { sitePagePath, useBrand } from '@carweb/platform-routing';
import { CardGrid, ContentCard, routerLink, Section, SwissDate } from '@carweb/shared-ui';
import { languageOf } from '@carweb/shared-util-i18n';
import { messages } from '../messages';
import { magazineTeasersQuery } from '../corporate-home-queries';
import styles from './CorporateHomePage.module.css';

/** The magazine's three newest articles, each into its page; none (or the content service failed): no section. */
export function MagazineTeasers() {
  const intl = useIntl();
  const brand = useBrand();
  const locale = languageOf(intl.locale);
  const { data: entries } = useQuery(magazineTeasersQuery(useApiContext()));
  // an article without a page in this language is not teased
  const articles = (entries ?? []).flatMap(({ data: article }) => {
    const href = contentItemLink(article, locale)?.href;
    return href ? [{ article, href }] : [];
  });
  if (articles.length === 0) return null;
  return (
    <Section id="magazine" title={intl.formatMessage(messages.magazine)}>
      <CardGrid>
        {articles.map(({ article, href }) => (
          <ContentCard
            key={article.id}
            title={article.headline || article.name}
            href={href}
            renderLink={routerLink}
            image={article.previewImage}
            imageShape="banner"
            meta={
              <p className={styles['articleMeta']}>
                <SwissDate date={article.dateTimestamp} />
                {' · '}
                {intl.formatMessage(messages.readTime, { minutes: article.readTimeMinutes })}
              </p>
            }
            // the teaser text (the description is rich text, shown on the article page only)
            text={article.subheadline || undefined}
          />
        ))}
      </CardGrid>
      <p className={styles['more']}>
        <Link to={sitePagePath(brand, locale, 'magazine')}>{intl.formatMessage(messages.toMagazine)}</Link>
      </p>
    </Section>
  );
}
