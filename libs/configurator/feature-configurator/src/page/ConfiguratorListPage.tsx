import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useApiContext } from '@carweb/api-http';
import { configuratorModelsQuery } from '@carweb/api-model';
import { useBrand } from '@carweb/platform-routing';
import { PageSeo } from '@carweb/platform-seo';
import { CardGrid, ResponsiveImage, Section } from '@carweb/shared-ui';
import { formatPrice, languageOf, specTexts } from '@carweb/shared-util-i18n';
import { messages } from '../messages';
import { ModelCompareForm } from './ModelCompareForm';
import { useConfiguratorPaths } from './use-configurator-paths';
import styles from './compare.module.css';

/** /{lang}/konfigurator (configuratorListPage): the configurable models, each leading to its configurator, and the comparison's choice. */
export function ConfiguratorListPage() {
  const intl = useIntl();
  const api = useApiContext();
  const brand = useBrand();
  const paths = useConfiguratorPaths();
  const locale = languageOf(intl.locale);
  const models = useQuery(configuratorModelsQuery(api, brand.wholesaler));
  const name = brand.displayName;
  let content;
  if (models.isPending) content = <p role="status">{intl.formatMessage(messages.loading)}</p>;
  else if (models.isError) content = <p role="alert">{intl.formatMessage(specTexts.genericError)}</p>;
  else if (models.data.models.length === 0) content = <p>{intl.formatMessage(messages.noModels)}</p>;
  else
    content = (
      <>
        <CardGrid>
          {models.data.models.map((model) => (
            <li key={model.slug} className={styles['card']}>
              <ResponsiveImage src={model.image} alt="" width={400} height={300} slot="card" className={styles['cardImage']} />
              <h2 className={styles['cardTitle']}>{model.name}</h2>
              <p className={styles['cardPrice']}>
                {intl.formatMessage(messages.priceFrom, { price: formatPrice(model.priceFrom, locale) })}
              </p>
              <Link
                to={paths.configurator(model.slug)}
                className={styles['cardLink']}
                aria-label={intl.formatMessage(messages.configureModel, { model: model.name })}
              >
                {intl.formatMessage(messages.configure)}
              </Link>
            </li>
          ))}
        </CardGrid>
        <ModelCompareForm models={models.data.models} action={paths.compare} />
      </>
    );
  return (
    <>
      <PageSeo
        title={intl.formatMessage(messages.listMetaTitle, { brand: name })}
        description={intl.formatMessage(messages.listMetaDescription, { brand: name })}
        image={models.data?.models[0]?.image}
        placeholders={{ modelBrandName: name }}
      />
      <div className={styles['page']}>
        <h1 className={styles['title']}>{intl.formatMessage(messages.listTitle)}</h1>
        <p className={styles['intro']}>{intl.formatMessage(messages.listIntro, { brand: name })}</p>
      </div>
      <Section>{content}</Section>
    </>
  );
}
