import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useLoaderData } from 'react-router-dom';
import { useDealerBySlug } from '@carweb/api-dealer';
import { LeadForm, LeadThanks } from '@carweb/checkout-form-engine';
import { useDealerBase } from '@carweb/platform-routing';
import { newsletterFixed, newsletterForm } from '../forms/soft-lead-forms';
import type { FormPageData } from '../lead-page';
import { messages } from '../messages';
import { FormPage } from '@carweb/shared-ui';

/** Newsletter of the dealer: e-mail address and names, the privacy notice; thanks. */
export default function NewsletterPage() {
  const { sent } = useLoaderData() as FormPageData;
  const intl = useIntl();
  const { dealerSlug } = useDealerBase();
  const { data: dealer } = useDealerBySlug(dealerSlug);
  const title = intl.formatMessage(messages.newsletterTitle);
  const fixed = useMemo(() => newsletterFixed(dealer.dealerId), [dealer.dealerId]);
  return (
    <FormPage title={title} intro={sent ? undefined : intl.formatMessage(messages.newsletterIntro, { dealerName: dealer.name })}>
      {sent ? (
        <LeadThanks definition={newsletterForm} draftKey={dealer.slug} dealerName={dealer.name} text={messages.newsletterThanks} />
      ) : (
        <LeadForm definition={newsletterForm} title={title} fixed={fixed} draftKey={dealer.slug} submitLabel={messages.newsletterSubmit} />
      )}
    </FormPage>
  );
}
