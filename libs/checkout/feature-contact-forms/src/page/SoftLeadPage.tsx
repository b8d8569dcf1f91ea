import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useLoaderData, useSearchParams } from 'react-router-dom';
import { useDealerBySlug } from '@carweb/api-dealer';
import { useModelRange } from '@carweb/api-model';
import { LeadForm, LeadThanks, type FieldOption } from '@carweb/checkout-form-engine';
import { useDealerBase } from '@carweb/platform-routing';
import { softLeadFixed, softLeadForm } from '../forms/soft-lead-forms';
import type { FormPageData } from '../lead-page';
import { messages } from '../messages';
import { FormPage } from '@carweb/shared-ui';

/** A page that links here may name the model of interest: `?model={slug}` preselects it. */
const MODEL_PARAM = 'model';

/** Soft lead: an e-mail address for news about a model of interest, the newsletter if wished; thanks. */
export default function SoftLeadPage() {
  const { sent } = useLoaderData() as FormPageData;
  const intl = useIntl();
  const [search] = useSearchParams();
  const { dealerSlug } = useDealerBase();
  const { data: dealer } = useDealerBySlug(dealerSlug);
  // the models are a choice, not a must: without them the visitor names no particular model
  const { data: range } = useModelRange();
  const models = range?.models ?? [];
  const title = intl.formatMessage(messages.softLeadTitle);
  const fixed = useMemo(() => softLeadFixed(dealer.dealerId), [dealer.dealerId]);
  const preselected = models.find((model) => model.slug === search.get(MODEL_PARAM));
  const modelOptions: FieldOption[] = [
    { value: '', label: messages.anyModel },
    ...models.map((model) => ({ value: String(model.id), label: model.name })),
  ];
  return (
    <FormPage title={title} intro={sent ? undefined : intl.formatMessage(messages.softLeadIntro, { dealerName: dealer.name })}>
      {sent ? (
        <LeadThanks definition={softLeadForm} draftKey={dealer.slug} dealerName={dealer.name} text={messages.softLeadThanks} />
      ) : (
        <LeadForm
          definition={softLeadForm}
          title={title}
          fixed={fixed}
          draftKey={dealer.slug}
          fieldOptions={{ modelId: modelOptions }}
          defaults={preselected ? { modelId: String(preselected.id) } : {}}
          submitLabel={messages.softLeadSubmit}
        />
      )}
    </FormPage>
  );
}
