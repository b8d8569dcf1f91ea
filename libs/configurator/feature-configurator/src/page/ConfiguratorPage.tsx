import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useActionData, useLoaderData, useLocation, useNavigation } from 'react-router-dom';
import type { ConfiguratorModel } from '@carweb/api-contracts';
import { useApiContext } from '@carweb/api-http';
import { configuratorModelQuery, modelImagesQuery } from '@carweb/api-model';
import { useRouteEnv } from '@carweb/platform-routing';
import { jsonForScript, PageSeo } from '@carweb/platform-seo';
import { Section } from '@carweb/shared-ui';
import { specTexts } from '@carweb/shared-util-i18n';
import type { ConfiguratorActionData } from '../actions/configurator-action';
import {
  CONFIGURATION_PARAMS,
  configurationOf,
  configurationSearch,
  DEFAULT_LEASING,
  type Configuration,
} from '../configuration/configuration-url';
import type { ConfiguratorLoaderData } from '../configurator-loader';
import { messages } from '../messages';
import { configurationJsonLd } from '../seo/configuration-json-ld';
import { ColorStep } from './ColorStep';
import { ConfigurationActions } from './ConfigurationActions';
import { ConfiguratorPictures } from './ConfiguratorPictures';
import { DealerChooser } from './DealerChooser';
import { EquipmentStep } from './EquipmentStep';
import { LeasingRate } from './LeasingRate';
import { LivePriceBox, LiveStickyTotal } from './LivePrice';
import { setPendingChoice } from './pending-choice';
import { SummaryStep } from './SummaryStep';
import { useConfiguratorPaths } from './use-configurator-paths';
import { VariantStep } from './VariantStep';
import styles from './configurator.module.css';

/** The configurator of one model (configuratorDetailPage), site and dealer level: the configuration is the URL. */
export default function ConfiguratorPage() {
  const intl = useIntl();
  const api = useApiContext();
  const data = useLoaderData() as ConfiguratorLoaderData;
  const model = useQuery(configuratorModelQuery(api, data.slug));
  if (model.isPending) return <Section>{<p role="status">{intl.formatMessage(messages.loading)}</p>}</Section>;
  if (model.isError) return <Section>{<p role="alert">{intl.formatMessage(specTexts.genericError)}</p>}</Section>;
  return <ConfiguratorView model={model.data} data={data} />;
}

/**
 * The URL the page shows: while the router is on its way to another configuration of this page (a choice was
 * clicked), that one — so the price changes in the click's frame, not after the loader (decision 0035).
 */
function useShownLocation() {
  const location = useLocation();
  const navigation = useNavigation();
  const pending = navigation.state !== 'idle' && navigation.location?.pathname === location.pathname ? navigation.location : null;
  // a clicked choice is priced until the router has arrived (or given up): then the URL says it
  useEffect(() => {
    if (navigation.state === 'idle') setPendingChoice(null);
  }, [navigation.state, location.search]);
  return { pathname: location.pathname, search: pending ? pending.search : location.search, hash: location.hash };
}

function ConfiguratorView({ model, data }: { model: ConfiguratorModel; data: ConfiguratorLoaderData }) {
  const intl = useIntl();
  const { origin = '', brand } = useRouteEnv();
  const actionData = useActionData() as ConfiguratorActionData | undefined;
  const { pathname, search } = useShownLocation();
  const paths = useConfiguratorPaths();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const configuration = useMemo(() => configurationOf(model, params, data.saved), [model, params, data.saved]);
  const hrefOf = (next: Configuration) => `${pathname}${configurationSearch(model, next)}`;
  // the code stands for the configuration on screen only until a choice changes it
  const savedCode = data.saved && params.get(CONFIGURATION_PARAMS.code) === data.saved.code ? data.saved.code : null;
  const hiddenParams = [...new URLSearchParams(configurationSearch(model, { ...configuration, leasing: DEFAULT_LEASING }))];
  const title = intl.formatMessage(messages.title, { model: model.name });
  const canonical = `${origin}${pathname}`;
  const steps = { model, configuration, hrefOf };
  const live = { model, saved: data.saved, configuration };
  // the chosen colour's front view (the pictures' own query, so no call of its own), else the variant's picture
  const pictures = useQuery(modelImagesQuery(useApiContext(), configuration.entity.entityId, configuration.colorCode));
  const front = pictures.data?.images.find((image) => image.view === 'front')?.url;
  // a URL with a query (a choice, a saved code) is noindex (route handle `noIndexWithQuery`), its canonical the default
  const jsonLd = configurationJsonLd(brand.displayName, model, configuration, `${canonical}${search}`, origin, front);
  return (
    <>
      <PageSeo
        title={title}
        description={intl.formatMessage(messages.metaDescription, { model: model.name })}
        image={configuration.entity.image}
        placeholders={{ modelName: model.name }}
      />
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForScript(jsonLd) }} />
      <div className={styles['page']}>
        <h1 className={styles['title']}>{title}</h1>
        {data.unknownCode && (
          <p role="status" className={styles['notice']}>
            {intl.formatMessage(messages.unknownCode, { model: model.name })}
          </p>
        )}
        <div className={styles['layout']}>
          <div className={styles['main']}>
            <ConfiguratorPictures modelName={model.name} configuration={configuration} />
            <VariantStep {...steps} compareHref={paths.compareVariants(model.entities.slice(0, 4).map((entity) => entity.entityId))} />
            <ColorStep {...steps} />
            <EquipmentStep {...steps} />
            <SummaryStep configuration={configuration}>
              <ConfigurationActions configuration={configuration} savedCode={savedCode} pathname={pathname} actionData={actionData} />
            </SummaryStep>
            {data.target && savedCode && <DealerChooser target={data.target} modelSlug={model.slug} configurationCode={savedCode} />}
            <LiveStickyTotal {...live} />
          </div>
          <aside className={styles['aside']}>
            <LivePriceBox {...live}>
              <LeasingRate configuration={configuration} hiddenParams={hiddenParams} hrefOf={hrefOf} />
            </LivePriceBox>
          </aside>
        </div>
      </div>
    </>
  );
}
