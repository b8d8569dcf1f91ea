import { useIntl } from 'react-intl';
import { useLoaderData } from 'react-router-dom';
import type { FieldOption, FlatValues } from '@carweb/checkout-form-engine';
import type { BrandFormPageData } from '../brand-form-page';
import { messages } from '../messages';
import { formPageStyles } from '@carweb/shared-ui';
import { BrandLeadPage } from './BrandLeadPage';

/** The years "my payments" offers: this one and the five before, newest first, after "all years". */
export function paymentYears(today: Date): FieldOption[] {
  const year = today.getFullYear();
  return [
    { value: '', label: messages.allYears },
    ...Array.from({ length: 6 }, (_, index) => ({ value: String(year - index), label: String(year - index) })),
  ];
}

/** The payment slip starts on e-mail (the address is asked only for the post). */
const DEFAULTS: Partial<Record<BrandFormPageData['form'], FlatValues>> = { 'multilease/order-payment-slip': { delivery: 'email' } };

/** A brand form without data of its own to load: the Emil Frey newsletter and the multilease requests. */
export default function BrandRequestPage() {
  const { form, sent } = useLoaderData() as BrandFormPageData;
  const intl = useIntl();
  return (
    <BrandLeadPage
      form={form}
      sent={sent}
      defaults={DEFAULTS[form]}
      fieldOptions={form === 'multilease/my-payments' ? { year: paymentYears(new Date()) } : undefined}
      stepExtras={
        form === 'multilease/order-payment-slip'
          ? { delivery: () => <p className={formPageStyles['note']}>{intl.formatMessage(messages.addressNote)}</p> }
          : undefined
      }
    />
  );
}
