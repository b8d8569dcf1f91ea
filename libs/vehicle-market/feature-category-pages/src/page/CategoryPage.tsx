import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import type { CategoryPage as CategoryPageData } from '@carweb/api-contracts';
import { categoryPageQuery } from '@carweb/api-core';
import { useRouteEnv } from '@carweb/platform-routing';
import { absoluteUrl, resolvePageSeo } from '@carweb/platform-seo';
import { Section } from '@carweb/shared-ui';
import { specTexts } from '@carweb/shared-util-i18n';
import { useMarketApi } from '@carweb/vehicle-market-feature-vehicle-teasers';
import { messages } from '../messages';
import { CategoryChips } from './CategoryChips';
import { CategoryVehicles } from './CategoryVehicles';
import styles from './category-page.module.css';

/**
 * The category page's own SEO texts. Not <PageSeo>: the base service's texts of the page type (vehicleListPage) are
 * the vehicle list's, and would win over the category's.
 */
function CategorySeo({ page }: { page: CategoryPageData }) {
  const { origin } = useRouteEnv();
  const seo = resolvePageSeo(null, {
    title: page.seo.title || page.title,
    description: page.seo.description || page.description,
    image: page.heroImage.url || null,
  });
  return (
    <>
      <title>{seo.title}</title>
      {seo.description && <meta name="description" content={seo.description} />}
      <meta property="og:type" content="website" />
      <meta property="og:title" content={seo.og.title} />
      {seo.og.description && <meta property="og:description" content={seo.og.description} />}
      {seo.image && <meta property="og:image" content={absoluteUrl(seo.image, origin)} />}
      <meta name="twitter:card" content={seo.twitter.card} />
      <meta name="twitter:title" content={seo.twitter.title} />
      {seo.twitter.description && <meta name="twitter:description" content={seo.twitter.description} />}
    </>
  );
}

/**
 * A category's landing page (vehicleListPage at /{lang}/kategorie/{slug}): its title, text, filter chips and picture,
 * then its vehicles.
 */
export default function CategoryPage() {
  const intl = useIntl();
  const { slug = '' } = useParams();
  const page = useQuery(categoryPageQuery(useMarketApi(), slug));
  if (page.isPending || page.isError) {
    return (
      <Section>
        {page.isPending ? (
          <p role="status">{intl.formatMessage(messages.pageLoading)}</p>
        ) : (
          <p role="alert">{intl.formatMessage(specTexts.genericError)}</p>
        )}
      </Section>
    );
  }
  const { title, description, heroImage, filter } = page.data;
  return (
    <>
      <CategorySeo page={page.data} />
      <div className={styles['hero']}>
        <div className={styles['heroInner']}>
          <div className={styles['heroText']}>
            <h1 className={styles['title']}>{title}</h1>
            {description && <p className={styles['intro']}>{description}</p>}
            <CategoryChips filter={filter} />
          </div>
          {heroImage.url && (
            // the heading names the picture: decorative, unless it has a description of its own
            <img
              className={styles['heroImage']}
              src={heroImage.url}
              alt={heroImage.alt && heroImage.alt !== title ? heroImage.alt : ''}
              width={1200}
              height={500}
              fetchPriority="high"
            />
          )}
        </div>
      </div>
      <CategoryVehicles filter={filter} />
    </>
  );
}
