import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useLoaderData } from 'react-router-dom';
import { minimalDealerListQuery } from '@carweb/api-dealer';
import { useApiContext } from '@carweb/api-http';
import { LeadForm, LeadThanks, type FieldOption } from '@carweb/checkout-form-engine';
import { useBrand } from '@carweb/platform-routing';
import { corporateContactForm } from '../forms/contact-forms';
import type { FormPageData } from '../lead-page';
import { messages } from '../messages';
import { FormPage } from '@carweb/shared-ui';

/** Corporate contact: a request to the brand's Swiss importer, a dealer only if the visitor names one; thanks. */
export default function CorporateContactPage() {
  const { sent } = useLoaderData() as FormPageData;
  const intl = useIntl();
  const brand = useBrand();
  // the dealer list is a choice, not a must: without it the request goes to the importer alone
  const { data: dealers = [] } = useQuery(minimalDealerListQuery(useApiContext(), 'all'));
  const title = intl.formatMessage(messages.corporateContactTitle, { brand: brand.displayName });
  const fixed = useMemo(() => ({}), []);
  const dealerOptions: FieldOption[] = [
    { value: '', label: messages.noDealer },
    ...[...dealers]
      .sort((a, b) => a.name.localeCompare(b.name, intl.locale) || a.city.localeCompare(b.city, intl.locale))
      .map((dealer) => ({
        value: String(dealer.dealerId),
        label: intl.formatMessage(messages.dealerOption, { name: dealer.name, city: dealer.city }),
      })),
  ];
  return (
    <FormPage title={title} intro={sent ? undefined : intl.formatMessage(messages.corporateContactIntro, { brand: brand.displayName })}>
      {sent ? (
        <LeadThanks
          definition={corporateContactForm}
          draftKey="corporate"
          dealerName={brand.displayName}
          text={messages.corporateContactThanks}
        />
      ) : (
        <LeadForm
          definition={corporateContactForm}
          title={title}
          fixed={fixed}
          draftKey="corporate"
          fieldOptions={{ dealerId: dealerOptions }}
        />
      )}
    </FormPage>
  );
}
