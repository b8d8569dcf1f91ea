import { useSuspenseQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useLoaderData } from 'react-router-dom';
import { subDealerQuery, useDealerBySlug } from '@carweb/api-dealer';
import { useApiContext } from '@carweb/api-http';
import { useDealerBase } from '@carweb/platform-routing';
import { PageSeo } from '@carweb/platform-seo';
import { ResponsiveImage } from '@carweb/shared-ui';
import type { SubDealerData } from '../routes/locations-loaders';
import { ContactPersons } from '../contact/ContactPersons';
import { LocationContact } from '../contact/LocationContact';
import { messages } from '../messages';
import { PageLinks, type PageLink } from '../page/PageLinks';
import { aboutUsPaths } from '../page/paths';
import pageStyles from '../page/pages.module.css';

/** One location of the dealer (subdealerPage): its picture, contact, week's opening hours and contact persons. */
export default function SubDealerPage() {
  const intl = useIntl();
  const base = useDealerBase();
  const { subDealerSlug, aboutUs } = useLoaderData() as SubDealerData;
  const { data: dealer } = useDealerBySlug(base.dealerSlug);
  const { data: subDealer } = useSuspenseQuery(subDealerQuery(useApiContext(), dealer.dealerId, subDealerSlug));
  const links: PageLink[] = [
    ...(aboutUs
      ? [
          {
            href: aboutUsPaths.subDealerAboutUs(base, subDealerSlug),
            label: intl.formatMessage(messages.aboutLocation, { name: subDealer.name }),
          },
        ]
      : []),
    { href: aboutUsPaths.locations(base), label: intl.formatMessage(messages.allLocations) },
  ];
  return (
    <>
      <PageSeo
        dealerId={subDealer.dealerId}
        title={`${subDealer.name} – ${dealer.name}`}
        description={intl.formatMessage(messages.subDealerDescription, { name: subDealer.name, city: subDealer.city })}
        image={subDealer.locationImage?.url}
        placeholders={{ dealerName: subDealer.name }}
      />
      <div className={pageStyles['hero']}>
        <div className={pageStyles['heroInner']}>
          <div>
            <h1 className={pageStyles['title']}>{subDealer.name}</h1>
            <p className={pageStyles['lead']}>{intl.formatMessage(messages.locationOf, { dealerName: dealer.name })}</p>
            <PageLinks links={links} label={intl.formatMessage(messages.relatedPages)} />
          </div>
          {subDealer.locationImage && (
            <ResponsiveImage
              className={pageStyles['image']}
              src={subDealer.locationImage.url}
              alt=""
              width={800}
              height={450}
              slot="card"
              priority
            />
          )}
        </div>
      </div>
      <div className={pageStyles['columns']}>
        <ContactPersons persons={subDealer.contactPersons} />
        <LocationContact location={subDealer} week />
      </div>
    </>
  );
}
