import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { dealerHomepageQuery, useDealerBySlug } from '@carweb/api-dealer';
import { useApiContext } from '@carweb/api-http';
import { LatestNews } from '@carweb/dealer-feature-news';
import { LatestPromotions } from '@carweb/dealer-feature-promotions';
import { useDealerBase, useDealerHref } from '@carweb/platform-routing';
import { PageSeo } from '@carweb/platform-seo';
import { Section } from '@carweb/shared-ui';
import { messages } from '../messages';
import { DealerHero } from './DealerHero';
import { DealerVehicles } from './DealerVehicles';
import { QuickLinks } from './QuickLinks';
import styles from './DealerHomePage.module.css';

/** The dealer home (page type homepagePartnerWeb). */
export function DealerHomePage() {
  const intl = useIntl();
  const { dealerSlug } = useDealerBase();
  const href = useDealerHref();
  const { data: dealer } = useDealerBySlug(dealerSlug);
  const { data: homepage } = useQuery(dealerHomepageQuery(useApiContext(), dealer.dealerId));
  return (
    <>
      <PageSeo
        dealerId={dealer.dealerId}
        title={dealer.name}
        description={intl.formatMessage(messages.metaDescription, { dealerName: dealer.name, city: dealer.city })}
        image={dealer.locationImage?.url}
        placeholders={{ dealerName: dealer.name }}
      />
      <DealerHero dealer={dealer} homepage={homepage} />
      <QuickLinks dealer={dealer} />
      <LatestPromotions dealerId={dealer.dealerId} />
      <DealerVehicles dealerSlug={dealerSlug} />
      <LatestNews dealerId={dealer.dealerId} />
      {homepage && homepage.topServices.length > 0 && (
        <Section id="services" title={intl.formatMessage(messages.topServices)}>
          <ul className={styles['services']}>
            {homepage.topServices.map((service) => (
              <li key={service.slug} className={styles['service']}>
                <h3>
                  <Link to={href('serviceDetail', service.slug)}>{service.title}</Link>
                </h3>
                <p>{service.teaser}</p>
              </li>
            ))}
          </ul>
        </Section>
      )}
      {homepage?.aboutUsTeaser && (
        <Section id="about-us" title={homepage.aboutUsTeaser.title}>
          <p>{homepage.aboutUsTeaser.text}</p>
          <p>
            <Link to={href('aboutUs')}>{intl.formatMessage(messages.aboutUsMore)}</Link>
          </p>
        </Section>
      )}
    </>
  );
}
