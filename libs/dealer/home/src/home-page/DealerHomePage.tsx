import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { dealerHomepageQuery, useDealerBySlug } from '@carweb/api-dealer';
import { useApiContext } from '@carweb/api-http';
import { useDealerBase } from '@carweb/platform-routing';
import { Section } from '@carweb/shared-ui';
import { messages } from '../messages';
import { DealerHero } from './DealerHero';
import { DealerVehicles } from './DealerVehicles';
import styles from './DealerHomePage.module.css';

/** The dealer home (page type homepagePartnerWeb). */
export function DealerHomePage() {
  const intl = useIntl();
  const { dealerSlug } = useDealerBase();
  const { data: dealer } = useDealerBySlug(dealerSlug);
  const { data: homepage } = useQuery(dealerHomepageQuery(useApiContext(), dealer.dealerId));
  return (
    <>
      <title>{dealer.name}</title>
      <meta name="description" content={intl.formatMessage(messages.metaDescription, { dealerName: dealer.name, city: dealer.city })} />
      <DealerHero dealer={dealer} homepage={homepage} />
      <DealerVehicles dealerSlug={dealerSlug} />
      {homepage && homepage.topServices.length > 0 && (
        <Section id="services" title={intl.formatMessage(messages.topServices)}>
          <ul className={styles['services']}>
            {homepage.topServices.map((service) => (
              <li key={service.slug} className={styles['service']}>
                <h3>{service.title}</h3>
                <p>{service.teaser}</p>
              </li>
            ))}
          </ul>
        </Section>
      )}
      {homepage?.aboutUsTeaser && (
        <Section id="about-us" title={homepage.aboutUsTeaser.title}>
          <p>{homepage.aboutUsTeaser.text}</p>
        </Section>
      )}
    </>
  );
}
