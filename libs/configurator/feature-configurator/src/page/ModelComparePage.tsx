import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useLoaderData, useLocation } from 'react-router-dom';
import { useApiContext } from '@carweb/api-http';
import {
  configuratorEntitySlimQuery,
  configuratorModelSlimQuery,
  configuratorModelsQuery,
  modelComparisonQuery,
  variantComparisonQuery,
} from '@carweb/api-model';
import { useBrand } from '@carweb/platform-routing';
import { PageSeo } from '@carweb/platform-seo';
import { Section } from '@carweb/shared-ui';
import { specTexts } from '@carweb/shared-util-i18n';
import type { CompareLoaderData } from '../compare-loader';
import { messages } from '../messages';
import { CompareTable, type CompareColumn } from './CompareTable';
import { ModelCompareForm } from './ModelCompareForm';
import { useConfiguratorPaths } from './use-configurator-paths';
import styles from './compare.module.css';

/** The models' comparison (configurator/compare): one column per model, each leading to its configurator. */
function ModelsComparison({ slugs }: { slugs: string[] }) {
  const intl = useIntl();
  const api = useApiContext();
  const paths = useConfiguratorPaths();
  const comparison = useQuery(modelComparisonQuery(api, slugs));
  if (comparison.isPending) return <p role="status">{intl.formatMessage(messages.loading)}</p>;
  if (comparison.isError) return <p role="alert">{intl.formatMessage(specTexts.genericError)}</p>;
  const columns: CompareColumn[] = comparison.data.models.map((model) => ({
    key: model.slug,
    name: model.name,
    price: model.priceFrom,
    href: paths.configurator(model.slug),
    groups: model.groups,
  }));
  return <CompareTable caption={intl.formatMessage(messages.compareTitle)} columns={columns} />;
}

/** The variants of one model (configurator/variants-compare), named after their model (entity slim → model slim). */
function VariantsComparison({ entityIds }: { entityIds: number[] }) {
  const intl = useIntl();
  const api = useApiContext();
  const comparison = useQuery(variantComparisonQuery(api, entityIds));
  const entity = useQuery(configuratorEntitySlimQuery(api, entityIds[0]));
  const model = useQuery({ ...configuratorModelSlimQuery(api, entity.data?.modelCode ?? ''), enabled: Boolean(entity.data) });
  if (comparison.isPending) return <p role="status">{intl.formatMessage(messages.loading)}</p>;
  if (comparison.isError) return <p role="alert">{intl.formatMessage(specTexts.genericError)}</p>;
  const caption = model.data
    ? intl.formatMessage(messages.variantsTitle, { model: model.data.name })
    : intl.formatMessage(messages.variantsTitlePlain);
  const columns: CompareColumn[] = comparison.data.entities.map((variant) => ({
    key: String(variant.entityId),
    name: variant.name,
    price: variant.price,
    groups: variant.groups,
  }));
  return <CompareTable caption={caption} columns={columns} />;
}

/** {base}/modellvergleich, /{lang}/modellvergleich: models or one model's variants side by side, and the choice. */
export function ModelComparePage() {
  const intl = useIntl();
  const api = useApiContext();
  const brand = useBrand();
  const paths = useConfiguratorPaths();
  const { selection, unknown } = useLoaderData() as CompareLoaderData;
  const models = useQuery(configuratorModelsQuery(api, brand.wholesaler));
  const { search } = useLocation();
  let content;
  if (unknown) content = <p className={styles['notice']}>{intl.formatMessage(messages.compareUnknown)}</p>;
  else if (selection.kind === 'models') content = <ModelsComparison slugs={selection.slugs} />;
  else if (selection.kind === 'variants') content = <VariantsComparison entityIds={selection.entityIds} />;
  else if (selection.asked > 0) content = <p className={styles['notice']}>{intl.formatMessage(messages.compareChoose)}</p>;
  return (
    <>
      <PageSeo
        title={`${intl.formatMessage(messages.compareTitle)} – ${brand.displayName}`}
        description={intl.formatMessage(messages.compareMetaDescription, { brand: brand.displayName })}
        placeholders={{ modelBrandName: brand.displayName }}
      />
      {/* a comparison (the URL's query) is not indexed: the page without query, the choice, is */}
      {search !== '' && <meta name="robots" content="noindex, follow" />}
      <div className={styles['page']}>
        <h1 className={styles['title']}>{intl.formatMessage(messages.compareTitle)}</h1>
      </div>
      <Section>
        {content}
        {models.data && (
          <ModelCompareForm
            models={models.data.models}
            action={paths.compare}
            chosen={selection.kind === 'models' ? selection.slugs : []}
          />
        )}
      </Section>
    </>
  );
}
