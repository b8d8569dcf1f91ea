import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useLoaderData } from 'react-router-dom';
import type { Dealer, WorkshopService } from '@carweb/api-contracts';
import { useDealerBySlug, useWorkshopServices } from '@carweb/api-dealer';
import { useTradeInMakesAndModels } from '@carweb/api-form';
import { LeadForm, LeadThanks, type FieldOption } from '@carweb/checkout-form-engine';
import { useDealerBase } from '@carweb/platform-routing';
import { ButtonLink } from '@carweb/shared-ui';
import { formatPrice, languageOf } from '@carweb/shared-util-i18n';
import { REGISTRATION_MONTH_FIELD, serviceAppointmentForm, WORKSHOP_SERVICES_FIELD } from '../forms/service-appointment-form';
import { messages } from '../messages';
import type { ServiceAppointmentData } from '../service-appointment-loader';
import styles from './appointments.module.css';
import { DealerContact } from './DealerContact';
import { useMonthOptions } from './month-options';

/** Service appointment (SPEC §2): wish date, services, extended contact data, vehicle data, thanks. */
export default function ServiceAppointmentPage() {
  const data = useLoaderData() as ServiceAppointmentData;
  const intl = useIntl();
  const { dealerSlug } = useDealerBase();
  const { data: dealer } = useDealerBySlug(dealerSlug);
  const title = intl.formatMessage(messages.serviceTitle);
  return (
    <div className={styles['page']}>
      <h1 className={styles['title']}>{title}</h1>
      {data.kind === 'externalForm' && <ExternalServiceForm dealer={dealer} url={data.url} title={title} />}
      {data.kind === 'noServices' && <NoWorkshopServices dealer={dealer} title={title} />}
      {data.kind === 'form' &&
        (data.sent ? (
          <LeadThanks definition={serviceAppointmentForm} draftKey={dealer.slug} dealerName={dealer.name} text={messages.serviceThanks} />
        ) : (
          <ServiceAppointmentForm dealer={dealer} title={title} />
        ))}
    </div>
  );
}

function ServiceAppointmentForm({ dealer, title }: { dealer: Dealer; title: string }) {
  const intl = useIntl();
  const locale = languageOf(intl.locale);
  const { data: services = [] } = useWorkshopServices(dealer.dealerId);
  const { data: makes = [] } = useTradeInMakesAndModels();
  const months = useMonthOptions();
  const fixed = useMemo(() => ({ dealerId: dealer.dealerId }), [dealer.dealerId]);
  const serviceLabel = (service: WorkshopService) =>
    service.priceFrom === null
      ? service.name
      : intl.formatMessage(messages.workshopServiceOption, { name: service.name, price: formatPrice(service.priceFrom, locale) });
  const fieldOptions: Record<string, FieldOption[]> = {
    [WORKSHOP_SERVICES_FIELD]: services.map((service) => ({ value: service.id, label: serviceLabel(service) })),
    [REGISTRATION_MONTH_FIELD]: months,
    'vehicle.make': makes.map((make) => ({ value: make.name, label: make.name })),
    'vehicle.model': makes.flatMap((make) => make.models.map((model) => ({ value: model.name, label: model.name }))),
  };
  return (
    <div className={`${styles['narrow']} ${styles['form']}`}>
      <p className={styles['intro']}>{intl.formatMessage(messages.serviceIntro, { dealerName: dealer.name })}</p>
      <LeadForm definition={serviceAppointmentForm} title={title} fixed={fixed} draftKey={dealer.slug} fieldOptions={fieldOptions} />
    </div>
  );
}

/** SPEC §2: a dealer with its own booking form is linked there instead. */
function ExternalServiceForm({ dealer, url, title }: { dealer: Dealer; url: string; title: string }) {
  const intl = useIntl();
  return (
    <section className={styles['panel']}>
      <title>{title}</title>
      <p>{intl.formatMessage(messages.externalFormText, { dealerName: dealer.name })}</p>
      <div className={styles['actions']}>
        <ButtonLink href={url} target="_blank" rel="noopener noreferrer">
          {/* one text: the button lays out its children side by side */}
          {`${intl.formatMessage(messages.externalFormLink)} ${intl.formatMessage(messages.newWindow)}`}
        </ButtonLink>
      </div>
    </section>
  );
}

/** SPEC §8 'No services available': no empty form, but what the visitor can do instead. */
function NoWorkshopServices({ dealer, title }: { dealer: Dealer; title: string }) {
  const intl = useIntl();
  return (
    <section className={styles['panel']}>
      <title>{title}</title>
      <p>{intl.formatMessage(messages.noServicesText, { dealerName: dealer.name })}</p>
      <p>{intl.formatMessage(messages.contactUsText)}</p>
      <DealerContact dealer={dealer} />
    </section>
  );
}
