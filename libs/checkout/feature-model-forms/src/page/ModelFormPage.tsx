import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useLoaderData } from 'react-router-dom';
import { useDealerBySlug } from '@carweb/api-dealer';
import { useApiContext } from '@carweb/api-http';
import { modelPageQuery, savedConfigurationQuery } from '@carweb/api-model';
import { LeadForm, LeadThanks, ModelSummary } from '@carweb/checkout-form-engine';
import { useDealerBase } from '@carweb/platform-routing';
import { fixedPayloadOf, modelFormDefinition } from '../forms/model-forms';
import { messages } from '../messages';
import type { ModelFormData } from '../model-form-loader';
import styles from './model-forms.module.css';

const TITLES = { testDrive: messages.modelTestDriveTitle, offer: messages.modelOfferTitle };
const THANKS = { testDrive: messages.modelTestDriveThanks, offer: messages.modelOfferThanks };

/** A model test drive or offer: the model (and the visitor's configuration) beside the lead form, then thanks. */
export default function ModelFormPage() {
  const { kind, modelSlug, configurationCode, sent } = useLoaderData() as ModelFormData;
  const intl = useIntl();
  const api = useApiContext();
  const { data: dealer } = useDealerBySlug(useDealerBase().dealerSlug);
  const { data: modelPage } = useQuery(modelPageQuery(api, modelSlug));
  const { data: configuration } = useQuery({
    ...savedConfigurationQuery(api, configurationCode ?? ''),
    enabled: configurationCode !== null,
  });
  const definition = modelFormDefinition(kind, configurationCode !== null);
  const modelId = modelPage?.model.id;
  const fixed = useMemo(
    () =>
      fixedPayloadOf(definition, {
        dealerId: dealer.dealerId,
        modelId: modelId ?? 0,
        configuration: configuration && { entityId: configuration.entityId, configurationCode: configuration.configurationCode },
      }),
    [definition, dealer.dealerId, modelId, configuration],
  );
  // the loader put both into the cache; a client navigation waits for them before the page shows
  if (!modelPage || (configurationCode !== null && !configuration)) return null;

  const title = intl.formatMessage(TITLES[kind], { model: modelPage.model.name });
  const draftKey = [dealer.slug, modelPage.model.slug, configurationCode].filter(Boolean).join(':');
  return (
    <div className={styles['page']}>
      <h1 className={styles['title']}>{title}</h1>
      <div className={styles['layout']}>
        <div>
          {sent ? (
            <LeadThanks definition={definition} draftKey={draftKey} dealerName={dealer.name} text={THANKS[kind]} />
          ) : (
            <>
              <p>{intl.formatMessage(messages.dealerNote, { dealerName: dealer.name })}</p>
              <LeadForm definition={definition} title={title} fixed={fixed} draftKey={draftKey} />
            </>
          )}
        </div>
        <ModelSummary model={modelPage.model} configuration={configuration ?? null} />
      </div>
    </div>
  );
}
