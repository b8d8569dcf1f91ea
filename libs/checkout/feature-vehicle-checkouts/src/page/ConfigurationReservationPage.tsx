import { useIntl } from 'react-intl';
import { useLoaderData } from 'react-router-dom';
import { useDealerBySlug } from '@carweb/api-dealer';
import { modelRangeQuery, savedConfigurationQuery } from '@carweb/api-model';
import { useApiContext } from '@carweb/api-http';
import { LeadForm, LeadThanks, type FieldOption } from '@carweb/checkout-form-engine';
import { useDealerBase } from '@carweb/platform-routing';
import { formatPrice, languageOf } from '@carweb/shared-util-i18n';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { ConfigurationReservationData } from '../configuration-reservation-loader';
import { configurationReservationForm } from '../forms/configuration-reservation-form';
import { RESERVATION_FEE_CHF } from '../forms/vehicle-checkout-forms';
import { messages } from '../messages';
import { PAYMENT_NOTICES } from './payment-notices';
import styles from './vehicle-checkout.module.css';

/** Unspecific reservation: a model (or the visitor's saved configuration) reserved against a fee, then thanks. */
export default function ConfigurationReservationPage() {
  const { sent, payment, configurationCode, configurationMissing } = useLoaderData() as ConfigurationReservationData;
  const intl = useIntl();
  const locale = languageOf(intl.locale);
  const api = useApiContext();
  const { dealerSlug } = useDealerBase();
  const { data: dealer } = useDealerBySlug(dealerSlug);
  const { data: range } = useQuery(modelRangeQuery(api));
  const { data: configuration } = useQuery({
    ...savedConfigurationQuery(api, configurationCode ?? ''),
    enabled: configurationCode !== null,
  });
  const fixed = useMemo(() => ({ dealerId: dealer.dealerId }), [dealer.dealerId]);
  const models = range?.models ?? [];
  const configuredModel = configuration ? models.find((model) => model.slug === configuration.modelSlug) : undefined;
  const fieldOptions: Record<string, FieldOption[]> = { modelId: models.map((model) => ({ value: String(model.id), label: model.name })) };
  const title = intl.formatMessage(messages.configurationReservationTitle);
  const draftKey = `${dealer.slug}-${configurationCode ?? 'model'}`;

  return (
    <div className={styles['page']}>
      <h1 className={styles['title']}>{title}</h1>
      <div className={styles['narrow']}>
        {sent || payment === 'AUTHORIZED' || payment === 'CAPTURED' ? (
          <LeadThanks
            definition={configurationReservationForm}
            draftKey={draftKey}
            dealerName={dealer.name}
            text={messages.configurationReservedThanks}
            tracking={{ value: RESERVATION_FEE_CHF }}
          />
        ) : (
          <>
            {payment && PAYMENT_NOTICES[payment] && (
              <p className={styles['notice']} role="alert">
                {intl.formatMessage(PAYMENT_NOTICES[payment])}
              </p>
            )}
            {configurationMissing && (
              <p className={styles['notice']} role="status">
                {intl.formatMessage(messages.configurationUnavailable)}
              </p>
            )}
            <p>{intl.formatMessage(messages.configurationReservationIntro, { dealerName: dealer.name })}</p>
            {configuration && (
              <p>
                {intl.formatMessage(messages.configurationNote, {
                  code: configuration.configurationCode,
                  price: formatPrice(configuration.price, locale),
                })}
              </p>
            )}
            <LeadForm
              definition={configurationReservationForm}
              title={title}
              fixed={fixed}
              draftKey={draftKey}
              fieldOptions={fieldOptions}
              defaults={configuredModel ? { modelId: String(configuredModel.id) } : {}}
              tracking={{ value: RESERVATION_FEE_CHF }}
              submitLabel={messages.payAndReserve}
              stepExtras={{
                payment: () => (
                  <p>{intl.formatMessage(messages.configurationPaymentNote, { amount: formatPrice(RESERVATION_FEE_CHF, locale) })}</p>
                ),
              }}
            />
          </>
        )}
      </div>
    </div>
  );
}
