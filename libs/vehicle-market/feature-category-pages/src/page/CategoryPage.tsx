import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import type { CategoryPage as CategoryPageData } from '@carweb/api-contracts';
import { categoryPageQuery } from '@carweb/api-core';
import { OwnPageSeo } from '@carweb/platform-seo';
import { ResponsiveImage, Section } from '@carweb/shared-ui';
import { specTexts } from '@carweb/shared-util-i18n';
import { useMarketApi } from '@carweb/vehicle-market-feature-vehicle-teasers';
import { messages } from '../messages';
import { CategoryChips } from './CategoryChips';
import { CategoryVehicles } from './CategoryVehicles';
import styles from './category-page.module.css';

/**
 * The category page's own SEO texts: the base service's texts of its page type (vehicleListPage) are the vehicle
 * list's, and would win over the category's.
 */
function CategorySeo({ page }: { page: CategoryPageData }) {
  return (
    <OwnPageSeo
      title={page.seo.title || page.title}
      description={page.seo.description || page.description}
      image={page.heroImage.url || null}
    />
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
            <ResponsiveImage
              className={styles['heroImage']}
              src={heroImage.url}
              alt={heroImage.alt && heroImage.alt !== title ? heroImage.alt : ''}
              width={1200}
              height={500}
              slot="content"
              priority
            />
          )}
        </div>
      </div>
      <CategoryVehicles filter={filter} />
    </>
  );
}
