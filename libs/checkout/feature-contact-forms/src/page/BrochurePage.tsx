import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useLoaderData } from 'react-router-dom';
import { useDealerBySlug } from '@carweb/api-dealer';
import { useModelRange } from '@carweb/api-model';
import { LeadForm, LeadThanks, type FlatValues } from '@carweb/checkout-form-engine';
import { useDealerBase } from '@carweb/platform-routing';
import { brochureForm } from '../forms/brochure-form';
import type { FormPageData } from '../lead-page';
import { messages } from '../messages';
import { FormPage, formPageStyles } from '@carweb/shared-ui';

const DEFAULTS: FlatValues = { delivery: 'email' };

/** Brochure request: models of the dealer's brand, contact data, delivery by e-mail or post; thanks. */
export default function BrochurePage() {
  const { sent } = useLoaderData() as FormPageData;
  const intl = useIntl();
  const { dealerSlug } = useDealerBase();
  const { data: dealer } = useDealerBySlug(dealerSlug);
  const { data: range } = useModelRange();
  const models = range?.models ?? [];
  const title = intl.formatMessage(messages.brochureTitle);
  const fixed = useMemo(() => ({ dealerId: dealer.dealerId }), [dealer.dealerId]);
  if (sent) {
    return (
      <FormPage title={title}>
        <LeadThanks definition={brochureForm} draftKey={dealer.slug} dealerName={dealer.name} text={messages.brochureThanks} />
      </FormPage>
    );
  }
  // the loader waits for the models; only a page shown outside the router (a story) gets here first
  if (!range) return <FormPage title={title} />;
  if (models.length === 0) {
    return (
      <FormPage title={title}>
        <p className={formPageStyles['notice']}>{intl.formatMessage(messages.noModels)}</p>
      </FormPage>
    );
  }
  return (
    <FormPage title={title} intro={intl.formatMessage(messages.brochureIntro)}>
      <LeadForm
        definition={brochureForm}
        title={title}
        fixed={fixed}
        draftKey={dealer.slug}
        defaults={DEFAULTS}
        fieldOptions={{ modelIds: models.map((model) => ({ value: String(model.id), label: model.name })) }}
        stepExtras={{ delivery: () => <p className={formPageStyles['note']}>{intl.formatMessage(messages.addressNote)}</p> }}
        submitLabel={messages.brochureSubmit}
      />
    </FormPage>
  );
}
