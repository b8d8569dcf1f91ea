import { useSuspenseQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useLoaderData } from 'react-router-dom';
import { subDealerDetailsQuery, useDealerBySlug } from '@carweb/api-dealer';
import { useApiContext } from '@carweb/api-http';
import { useDealerBase } from '@carweb/platform-routing';
import { PageSeo } from '@carweb/platform-seo';
import { useTrackedPhone } from '@carweb/platform-tracking';
import type { LocationsData } from '../routes/locations-loaders';
import { messages } from '../messages';
import { aboutUsPaths } from '../page/paths';
import { LocationCard } from './LocationCard';
import pageStyles from '../page/pages.module.css';
import styles from './locations.module.css';

/** The dealer's locations (locationsPage): the head office and every sub-dealer with its contact, each linked to its page. */
export default function LocationsPage() {
  const intl = useIntl();
  const base = useDealerBase();
  const { dealerAboutUs } = useLoaderData() as LocationsData;
  const { data: dealer } = useDealerBySlug(base.dealerSlug);
  const ids = dealer.subDealers.map((sub) => sub.dealerId);
  const { data: subDealers } = useSuspenseQuery(subDealerDetailsQuery(useApiContext(), dealer.dealerId, ids));
  const phone = useTrackedPhone(dealer.phone);
  const title = intl.formatMessage(messages.locations);
  return (
    <>
      <PageSeo
        dealerId={dealer.dealerId}
        title={`${title} – ${dealer.name}`}
        description={intl.formatMessage(messages.locationsDescription, { dealerName: dealer.name })}
        image={dealer.locationImage?.url}
        placeholders={{ dealerName: dealer.name }}
      />
      <div className={pageStyles['hero']}>
        <div className={pageStyles['heroInner']}>
          <div>
            <h1 className={pageStyles['title']}>{title}</h1>
            <p className={pageStyles['lead']}>
              {intl.formatMessage(messages.locationsIntro, { dealerName: dealer.name, count: subDealers.length + 1 })}
            </p>
          </div>
        </div>
      </div>
      <ul className={styles['list']}>
        <li>
          <LocationCard
            location={dealer}
            phone={phone}
            kind={intl.formatMessage(messages.mainLocation)}
            more={
              dealerAboutUs
                ? { href: aboutUsPaths.aboutUs(base), label: intl.formatMessage(messages.aboutLocation, { name: dealer.name }) }
                : undefined
            }
          />
        </li>
        {subDealers.map((subDealer) => (
          <li key={subDealer.dealerId}>
            <LocationCard
              location={subDealer}
              more={{
                href: aboutUsPaths.subDealer(base, subDealer.slug),
                label: intl.formatMessage(messages.locationDetails, { name: subDealer.name }),
              }}
            />
          </li>
        ))}
      </ul>
    </>
  );
}
