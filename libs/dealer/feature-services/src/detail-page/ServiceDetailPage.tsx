import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { Link, useLoaderData } from 'react-router-dom';
import type { DealerServiceDetail } from '@carweb/api-contracts';
import { dealerServiceDetailQuery, useDealerBySlug } from '@carweb/api-dealer';
import { useApiContext } from '@carweb/api-http';
import { useDealerBase, useDealerHref } from '@carweb/platform-routing';
import { PageSeo } from '@carweb/platform-seo';
import { useChatPageContent } from '@carweb/platform-tracking';
import { messages } from '../messages';
import { AppointmentLink } from '../parts/AppointmentLink';
import type { ServicePageData } from '../routes/service-loaders';
import { ContactPersons } from './ContactPersons';
import { OtherServices } from './OtherServices';
import { ServiceContent } from './ServiceContent';
import styles from '../parts/services.module.css';

/** One service of the dealer (page type serviceDetailPage); the loader made sure it exists. */
export default function ServiceDetailPage() {
  const { dealerId, slug = '' } = useLoaderData() as ServicePageData;
  const { data: service } = useQuery(dealerServiceDetailQuery(useApiContext(), dealerId, slug));
  // its stickyElement decides the sticky chat (SPEC §4)
  useChatPageContent(service);
  // a background refetch that fails keeps the cached service
  if (!service) return null;
  return <ServiceView key={service.id} service={service} />;
}

function ServiceView({ service }: { service: DealerServiceDetail }) {
  const intl = useIntl();
  const href = useDealerHref();
  const { data: dealer } = useDealerBySlug(useDealerBase().dealerSlug);
  return (
    <div className={styles['page']}>
      <PageSeo
        dealerId={dealer.dealerId}
        title={intl.formatMessage(messages.detailMetaTitle, { title: service.title, dealerName: dealer.name })}
        description={service.teaser}
        image={service.image.url}
        placeholders={{ dealerName: dealer.name }}
      />
      <Link className={styles['back']} to={href('service')}>
        <span aria-hidden="true">← </span>
        {intl.formatMessage(messages.allServices)}
      </Link>
      <div className={styles['detail']}>
        <article className={styles['article']}>
          <ServiceContent service={service} />
        </article>
        <aside className={styles['aside']}>
          <section className={styles['box']} aria-labelledby="appointment-title">
            <h2 id="appointment-title">{intl.formatMessage(messages.appointmentTitle)}</h2>
            <p>{intl.formatMessage(messages.appointmentText)}</p>
            <AppointmentLink dealer={dealer} label={service.ctaText} />
          </section>
          <ContactPersons people={service.contactPersons} />
          <OtherServices dealerId={dealer.dealerId} currentId={service.id} />
        </aside>
      </div>
    </div>
  );
}
