import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useLoaderData } from 'react-router-dom';
import { useDealerBySlug } from '@carweb/api-dealer';
import { useTradeInMakesAndModels } from '@carweb/api-form';
import { LeadForm, LeadThanks, type FieldOption } from '@carweb/checkout-form-engine';
import { useDealerBase } from '@carweb/platform-routing';
import { tradeInForm } from '../forms/trade-in-form';
import { messages } from '../messages';
import type { TradeInData } from '../trade-in-loader';
import styles from './vehicle-checkout.module.css';

/** Trade-in: the visitor's vehicle and contact data for an offer of the dealer or one of its locations. */
export default function TradeInPage() {
  const { sent } = useLoaderData() as TradeInData;
  const intl = useIntl();
  const { dealerSlug } = useDealerBase();
  const { data: dealer } = useDealerBySlug(dealerSlug);
  const { data: makes = [] } = useTradeInMakesAndModels();
  const title = intl.formatMessage(messages.tradeInTitle);
  const fixed = useMemo(() => ({ dealerId: dealer.dealerId }), [dealer.dealerId]);
  const fieldOptions: Record<string, FieldOption[]> = {
    dealerId: [dealer, ...dealer.subDealers].map((location) => ({ value: String(location.dealerId), label: location.name })),
    'vehicle.make': makes.map((make) => ({ value: make.name, label: make.name })),
    'vehicle.model': makes.flatMap((make) => make.models.map((model) => ({ value: model.name, label: model.name }))),
  };
  return (
    <div className={styles['page']}>
      <h1 className={styles['title']}>{title}</h1>
      {sent ? (
        <LeadThanks definition={tradeInForm} draftKey={dealer.slug} dealerName={dealer.name} />
      ) : (
        <div className={styles['narrow']}>
          <p>{intl.formatMessage(messages.tradeInIntro, { dealerName: dealer.name })}</p>
          <LeadForm definition={tradeInForm} title={title} fixed={fixed} draftKey={dealer.slug} fieldOptions={fieldOptions} />
        </div>
      )}
    </div>
  );
}
