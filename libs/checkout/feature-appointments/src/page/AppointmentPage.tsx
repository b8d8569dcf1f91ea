import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useLoaderData } from 'react-router-dom';
import { useDealerBySlug } from '@carweb/api-dealer';
import { LeadForm, LeadThanks } from '@carweb/checkout-form-engine';
import { useDealerBase } from '@carweb/platform-routing';
import type { AppointmentData } from '../appointment-loader';
import { appointmentForm } from '../forms/appointment-form';
import { messages } from '../messages';
import styles from './appointments.module.css';

/** Appointment: contact data and wish date for the dealer of the page, then thanks. */
export default function AppointmentPage() {
  const { sent } = useLoaderData() as AppointmentData;
  const intl = useIntl();
  const { dealerSlug } = useDealerBase();
  const { data: dealer } = useDealerBySlug(dealerSlug);
  const title = intl.formatMessage(messages.appointmentTitle);
  const fixed = useMemo(() => ({ dealerId: dealer.dealerId }), [dealer.dealerId]);
  return (
    <div className={styles['page']}>
      <h1 className={styles['title']}>{title}</h1>
      {sent ? (
        <LeadThanks definition={appointmentForm} draftKey={dealer.slug} dealerName={dealer.name} text={messages.appointmentThanks} />
      ) : (
        <div className={styles['narrow']}>
          <p className={styles['intro']}>{intl.formatMessage(messages.appointmentIntro, { dealerName: dealer.name })}</p>
          <LeadForm definition={appointmentForm} title={title} fixed={fixed} draftKey={dealer.slug} />
        </div>
      )}
    </div>
  );
}
