import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useLoaderData } from 'react-router-dom';
import { useDealerBySlug } from '@carweb/api-dealer';
import { LeadForm, LeadThanks, type FieldOption } from '@carweb/checkout-form-engine';
import { useDealerBase } from '@carweb/platform-routing';
import { contactForm } from '../forms/contact-forms';
import type { FormPageData } from '../lead-page';
import { messages } from '../messages';
import { FormPage } from '@carweb/shared-ui';

/** Dealer contact: the request to the dealer or one of its locations, then contact data; thanks. */
export default function ContactPage() {
  const { sent } = useLoaderData() as FormPageData;
  const intl = useIntl();
  const { dealerSlug } = useDealerBase();
  const { data: dealer } = useDealerBySlug(dealerSlug);
  const title = intl.formatMessage(messages.contactTitle);
  const fixed = useMemo(() => ({}), []);
  const locations: FieldOption[] = [dealer, ...dealer.subDealers].map((location) => ({
    value: String(location.dealerId),
    label: location.name,
  }));
  return (
    <FormPage title={title} intro={sent ? undefined : intl.formatMessage(messages.contactIntro, { dealerName: dealer.name })}>
      {sent ? (
        <LeadThanks definition={contactForm} draftKey={dealer.slug} dealerName={dealer.name} />
      ) : (
        <LeadForm definition={contactForm} title={title} fixed={fixed} draftKey={dealer.slug} fieldOptions={{ dealerId: locations }} />
      )}
    </FormPage>
  );
}
