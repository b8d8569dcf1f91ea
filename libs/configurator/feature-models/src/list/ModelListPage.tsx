import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { useApiContext } from '@carweb/api-http';
import { modelRangeQuery } from '@carweb/api-model';
import { sitePagePath, useBrand } from '@carweb/platform-routing';
import { PageSeo } from '@carweb/platform-seo';
import { buttonClassName, PageHero, Section } from '@carweb/shared-ui';
import { languageOf, specTexts } from '@carweb/shared-util-i18n';
import { messages } from '../messages';
import styles from '../page.module.css';
import { ModelListContent } from './ModelListContent';

/** Every model of the brand on its site (modelListPage), by category; the filter is the URL's search parameters. */
export default function ModelListPage() {
  const intl = useIntl();
  const brand = useBrand();
  const api = useApiContext();
  const range = useQuery(modelRangeQuery(api));
  const [searchParams] = useSearchParams();
  const { pathname } = useLocation();
  const name = brand.displayName;
  const locale = languageOf(intl.locale);
  let state;
  if (range.isPending) state = <p role="status">{intl.formatMessage(messages.loading)}</p>;
  else if (range.isError) state = <p role="alert">{intl.formatMessage(specTexts.genericError)}</p>;
  else if (range.data.models.length === 0) state = <p>{intl.formatMessage(messages.noModels)}</p>;
  return (
    <>
      <PageSeo
        title={intl.formatMessage(messages.listMetaTitle, { brand: name })}
        description={intl.formatMessage(messages.listMetaDescription, { brand: name })}
        image={range.data?.models[0]?.image}
        placeholders={{ modelBrandName: name }}
      />
      <PageHero
        title={intl.formatMessage(messages.listTitle, { brand: name })}
        intro={intl.formatMessage(messages.listIntro, { brand: name })}
      >
        {/* the configurator list: every configurable model, and the choice of models to compare */}
        <p className={styles['heroAction']}>
          <Link className={buttonClassName('secondary')} to={sitePagePath(brand, locale, 'configurator')}>
            {intl.formatMessage(messages.listToConfigurator)}
          </Link>
        </p>
      </PageHero>
      {state ? (
        <Section>{state}</Section>
      ) : (
        range.data && (
          <ModelListContent range={range.data} level={{ kind: 'site', brand, locale }} searchParams={searchParams} pathname={pathname} />
        )
      )}
    </>
  );
}
