import { useSuspenseQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useLoaderData } from 'react-router-dom';
import type { AboutUs, Dealer } from '@carweb/api-contracts';
import { aboutUsQuery, subDealerQuery, useDealerBySlug } from '@carweb/api-dealer';
import { useApiContext } from '@carweb/api-http';
import { useDealerBase } from '@carweb/platform-routing';
import { PageSeo } from '@carweb/platform-seo';
import { useTrackedPhone } from '@carweb/platform-tracking';
import { ResponsiveImage } from '@carweb/shared-ui';
import type { AboutUsData } from '../routes/about-us-loaders';
import { ContactPersons } from '../contact/ContactPersons';
import { LocationContact } from '../contact/LocationContact';
import { messages } from '../messages';
import { PageLinks, type PageLink } from '../page/PageLinks';
import { aboutUsPaths } from '../page/paths';
import styles from '../page/pages.module.css';

/** About us of the dealer or of one of its locations (aboutUsPage): story, people, contact, opening hours. */
export default function AboutUsPage() {
  const { subDealerSlug } = useLoaderData() as AboutUsData;
  return subDealerSlug ? <SubDealerAboutUs subDealerSlug={subDealerSlug} /> : <DealerAboutUs />;
}

function DealerAboutUs() {
  const intl = useIntl();
  const base = useDealerBase();
  const { data: dealer } = useDealerBySlug(base.dealerSlug);
  const { data: aboutUs } = useSuspenseQuery(aboutUsQuery(useApiContext(), dealer.dealerId));
  const phone = useTrackedPhone(dealer.phone);
  const links: PageLink[] = [];
  if (dealer.brandsPages.length > 0) {
    links.push({ href: aboutUsPaths.ourBrands(base), label: intl.formatMessage(messages.ourBrands) });
  }
  if (dealer.subDealers.length > 0) links.push({ href: aboutUsPaths.locations(base), label: intl.formatMessage(messages.allLocations) });
  return <AboutUsContent aboutUs={aboutUs} location={dealer} phone={phone} links={links} />;
}

function SubDealerAboutUs({ subDealerSlug }: { subDealerSlug: string }) {
  const intl = useIntl();
  const api = useApiContext();
  const base = useDealerBase();
  const { dealerAboutUs } = useLoaderData() as AboutUsData;
  const { data: dealer } = useDealerBySlug(base.dealerSlug);
  const { data: subDealer } = useSuspenseQuery(subDealerQuery(api, dealer.dealerId, subDealerSlug));
  const { data: aboutUs } = useSuspenseQuery(aboutUsQuery(api, dealer.dealerId, subDealer.dealerId));
  const links: PageLink[] = [
    { href: aboutUsPaths.subDealer(base, subDealerSlug), label: intl.formatMessage(messages.backTo, { name: subDealer.name }) },
    ...(dealerAboutUs
      ? [{ href: aboutUsPaths.aboutUs(base), label: intl.formatMessage(messages.aboutLocation, { name: dealer.name }) }]
      : []),
    { href: aboutUsPaths.locations(base), label: intl.formatMessage(messages.allLocations) },
  ];
  return <AboutUsContent aboutUs={aboutUs} location={subDealer} links={links} />;
}

export interface AboutUsContentProps {
  aboutUs: AboutUs;
  /** whose page it is (address, phone, hours, SEO texts): the dealer or one of its locations */
  location: Dealer;
  phone?: string;
  links: PageLink[];
}

export function AboutUsContent({ aboutUs, location, phone, links }: AboutUsContentProps) {
  const intl = useIntl();
  return (
    <>
      <PageSeo
        dealerId={location.dealerId}
        title={aboutUs.headline}
        description={aboutUs.paragraphs[0]}
        image={aboutUs.image.url || location.locationImage?.url}
        placeholders={{ dealerName: location.name }}
      />
      <div className={styles['hero']}>
        <div className={styles['heroInner']}>
          <div className={styles['text']}>
            <h1 className={styles['title']}>{aboutUs.headline}</h1>
            <p className={styles['lead']}>{intl.formatMessage(messages.foundedIn, { year: aboutUs.foundedYear })}</p>
            {aboutUs.paragraphs.map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
            <PageLinks links={links} label={intl.formatMessage(messages.relatedPages)} />
          </div>
          {aboutUs.image.url && (
            <ResponsiveImage
              className={styles['image']}
              src={aboutUs.image.url}
              alt={aboutUs.image.alt ?? ''}
              width={800}
              height={450}
              slot="card"
              priority
            />
          )}
        </div>
      </div>
      <div className={styles['columns']}>
        <ContactPersons persons={aboutUs.employees} />
        <LocationContact location={{ ...location, openingHours: aboutUs.openingHours }} phone={phone} week />
      </div>
    </>
  );
}
