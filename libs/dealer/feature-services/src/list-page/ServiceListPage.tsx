import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useLoaderData } from 'react-router-dom';
import { dealerServiceListQuery, dealerServicePageQuery, useDealerBySlug } from '@carweb/api-dealer';
import { useApiContext } from '@carweb/api-http';
import { useDealerBase, useDealerHref } from '@carweb/platform-routing';
import { PageSeo } from '@carweb/platform-seo';
import { ResponsiveImage } from '@carweb/shared-ui';
import { messages } from '../messages';
import { AppointmentLink } from '../parts/AppointmentLink';
import type { ServicePageData } from '../routes/service-loaders';
import { ServiceCard } from './ServiceCard';
import { TopWorkshopServices } from './TopWorkshopServices';
import styles from '../parts/services.module.css';

/** The dealer's services (page type serviceListPage); the loader made sure there are some. */
export default function ServiceListPage() {
  const intl = useIntl();
  const api = useApiContext();
  const href = useDealerHref();
  const { dealerId } = useLoaderData() as ServicePageData;
  const { data: dealer } = useDealerBySlug(useDealerBase().dealerSlug);
  const { data: services = [], isPending } = useQuery(dealerServiceListQuery(api, dealerId));
  // the overview's own texts are optional: without them the page has its standard heading
  const { data: overview } = useQuery(dealerServicePageQuery(api, dealerId));
  const title = overview?.headline || intl.formatMessage(messages.listTitle);
  return (
    <div className={styles['page']}>
      <PageSeo
        dealerId={dealer.dealerId}
        title={intl.formatMessage(messages.listMetaTitle, { dealerName: dealer.name })}
        description={intl.formatMessage(messages.listMetaDescription, { dealerName: dealer.name })}
        image={overview?.heroImage.url}
        placeholders={{ dealerName: dealer.name }}
      />
      <header className={styles['header']}>
        <div>
          <h1 className={styles['title']}>{title}</h1>
          {overview?.introText && <p className={styles['intro']}>{overview.introText}</p>}
          <AppointmentLink dealer={dealer} />
        </div>
        {overview && (
          <ResponsiveImage
            className={styles['heroImage']}
            src={overview.heroImage.url}
            alt=""
            width={640}
            height={360}
            slot="card"
            priority
          />
        )}
      </header>
      <section aria-labelledby="services-title">
        <h2 className={styles['sectionTitle']} id="services-title">
          {intl.formatMessage(messages.ourServices)}
        </h2>
        {isPending ? (
          <p className={styles['muted']} role="status">
            {intl.formatMessage(messages.servicesLoading)}
          </p>
        ) : (
          <ul className={styles['grid']}>
            {services.map((service) => (
              <ServiceCard key={service.id} service={service} href={href('serviceDetail', service.slug)} />
            ))}
          </ul>
        )}
      </section>
      <TopWorkshopServices dealerId={dealerId} />
    </div>
  );
}
