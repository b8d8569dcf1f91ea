import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useLoaderData } from 'react-router-dom';
import { useDealerBySlug } from '@carweb/api-dealer';
import { useApiContext } from '@carweb/api-http';
import { savedConfigurationQuery, useModelRange } from '@carweb/api-model';
import { LeadForm, LeadThanks, ModelSummary, type FlatValues } from '@carweb/checkout-form-engine';
import { useDealerBase } from '@carweb/platform-routing';
import { FormPage, formPageStyles } from '@carweb/shared-ui';
import type { BrochurePageData } from '../contact-form-loader';
import { brochureForm } from '../forms/brochure-form';
import { messages } from '../messages';

const DEFAULTS: FlatValues = { delivery: 'email' };

/**
 * Brochure request: models of the dealer's brand, contact data, delivery by e-mail or post; thanks. A configuration
 * from the configurator (`?configurationCode=`) preselects its model and shows beside the form; the lead carries its code.
 */
export default function BrochurePage() {
  const { sent, configurationCode, configurationMissing } = useLoaderData() as BrochurePageData;
  const intl = useIntl();
  const api = useApiContext();
  const { dealerSlug } = useDealerBase();
  const { data: dealer } = useDealerBySlug(dealerSlug);
  const { data: range } = useModelRange();
  const { data: configuration } = useQuery({
    ...savedConfigurationQuery(api, configurationCode ?? ''),
    enabled: configurationCode !== null,
  });
  const models = range?.models ?? [];
  const configuredModel = configuration ? models.find((model) => model.slug === configuration.modelSlug) : undefined;
  const title = intl.formatMessage(messages.brochureTitle);
  const code = configuration?.configurationCode;
  const fixed = useMemo(() => ({ dealerId: dealer.dealerId, ...(code ? { configurationCode: code } : {}) }), [dealer.dealerId, code]);
  const modelId = configuredModel?.id;
  const defaults = useMemo(() => (modelId ? { ...DEFAULTS, modelIds: [String(modelId)] } : DEFAULTS), [modelId]);
  // a draft per configuration: one typed for another configuration (or none) must not replace this one's model
  const draftKey = [dealer.slug, configurationCode].filter(Boolean).join(':');
  const aside = configuredModel && configuration ? <ModelSummary model={configuredModel} configuration={configuration} /> : undefined;
  if (sent) {
    return (
      <FormPage title={title} aside={aside}>
        <LeadThanks definition={brochureForm} draftKey={draftKey} dealerName={dealer.name} text={messages.brochureThanks} />
      </FormPage>
    );
  }
  // the loader waits for the models (and the configuration); only a page shown outside the router (a story) gets here first
  if (!range || (configurationCode !== null && !configuration)) return <FormPage title={title} />;
  if (models.length === 0) {
    return (
      <FormPage title={title}>
        <p className={formPageStyles['notice']}>{intl.formatMessage(messages.noModels)}</p>
      </FormPage>
    );
  }
  return (
    <FormPage title={title} intro={intl.formatMessage(messages.brochureIntro)} aside={aside}>
      {configurationMissing && (
        <p className={formPageStyles['note']} role="status">
          {intl.formatMessage(messages.configurationMissing)}
        </p>
      )}
      <LeadForm
        definition={brochureForm}
        title={title}
        fixed={fixed}
        draftKey={draftKey}
        defaults={defaults}
        fieldOptions={{ modelIds: models.map((model) => ({ value: String(model.id), label: model.name })) }}
        stepExtras={{ delivery: () => <p className={formPageStyles['note']}>{intl.formatMessage(messages.addressNote)}</p> }}
        submitLabel={messages.brochureSubmit}
      />
    </FormPage>
  );
}
