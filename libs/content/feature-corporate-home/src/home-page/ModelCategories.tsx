import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { modelCategoriesQuery } from '@carweb/api-content';
import { useApiContext } from '@carweb/api-http';
import { modelRangeQuery } from '@carweb/api-model';
import { sitePagePath, useBrand } from '@carweb/platform-routing';
import { Section, thumbnailSrc } from '@carweb/shared-ui';
import { formatPrice, languageOf } from '@carweb/shared-util-i18n';
import { messages } from '../messages';
import { homeModelCategories } from '../corporate-home-queries';
import styles from './CorporateHomePage.module.css';

/**
 * The brand's models by the content's model categories, each into its model page /{lang}/modelle/{slug}. Only brands
 * with model pages (features.modelRange), only models of the brand's range; the categories or the range missing: no
 * section.
 */
export function ModelCategories() {
  const intl = useIntl();
  const brand = useBrand();
  const api = useApiContext();
  const locale = languageOf(intl.locale);
  const enabled = brand.features.modelRange;
  const { data: categories } = useQuery({ ...modelCategoriesQuery(api), enabled });
  const { data: range } = useQuery({ ...modelRangeQuery(api), enabled });
  const shown = enabled && categories && range ? homeModelCategories(categories, range) : [];
  if (shown.length === 0) return null;
  const models = sitePagePath(brand, locale, 'models');
  return (
    <Section id="models" title={intl.formatMessage(messages.models)}>
      <div className={styles['categories']}>
        {shown.map((category) => (
          <div key={category.id} className={styles['category']}>
            <h3 className={styles['categoryTitle']}>{category.name}</h3>
            <ul className={styles['models']}>
              {category.models.map((model) => (
                <li key={model.slug}>
                  <Link className={styles['model']} to={`${models}/${encodeURIComponent(model.slug)}`}>
                    {/* decorative: the model's name is the link's text */}
                    <img src={thumbnailSrc(model.image)} alt="" width={800} height={450} loading="lazy" decoding="async" />
                    <span className={styles['modelText']}>
                      <span className={styles['modelName']}>{model.name}</span>
                      {model.priceFrom > 0 && (
                        <span className={styles['modelPrice']}>
                          {intl.formatMessage(messages.priceFrom, { price: formatPrice(model.priceFrom, locale) })}
                        </span>
                      )}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <p className={styles['more']}>
        <Link to={models}>{intl.formatMessage(messages.allModels)}</Link>
      </p>
    </Section>
  );
}
