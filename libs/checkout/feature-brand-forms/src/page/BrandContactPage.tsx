import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useLoaderData } from 'react-router-dom';
import { minimalDealerListQuery } from '@carweb/api-dealer';
import { useApiContext } from '@carweb/api-http';
import type { FieldOption } from '@carweb/checkout-form-engine';
import type { BrandFormPageData } from '../brand-form-page';
import { messages } from '../messages';
import { BrandLeadPage } from './BrandLeadPage';

/** A brand's own contact form (suzuki, zeekr, emilfrey): the brand's dealers to name, "none" first. */
export default function BrandContactPage() {
  const { form, sent } = useLoaderData() as BrandFormPageData;
  const intl = useIntl();
  // the dealer list is a choice, not a must: without it the request goes to the brand alone
  const { data: dealers = [] } = useQuery(minimalDealerListQuery(useApiContext(), 'all'));
  const dealerOptions: FieldOption[] = [
    { value: '', label: messages.noDealer },
    ...[...dealers]
      .sort((a, b) => a.name.localeCompare(b.name, intl.locale) || a.city.localeCompare(b.city, intl.locale))
      .map((dealer) => ({
        value: String(dealer.dealerId),
        label: intl.formatMessage(messages.dealerOption, { name: dealer.name, city: dealer.city }),
      })),
  ];
  return <BrandLeadPage form={form} sent={sent} fieldOptions={{ dealerId: dealerOptions }} />;
}
