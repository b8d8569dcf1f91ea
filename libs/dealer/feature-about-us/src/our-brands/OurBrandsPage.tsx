import { useSuspenseQueries } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useLoaderData } from 'react-router-dom';
import { useDealerBySlug } from '@carweb/api-dealer';
import { useApiContext } from '@carweb/api-http';
import { brandPageQuery } from '@carweb/api-model';
import { resolveDealerLink } from '@carweb/platform-layout';
import { useDealerBase } from '@carweb/platform-routing';
import { PageSeo } from '@carweb/platform-seo';
import type { OurBrandsData } from '../routes/our-brands-loader';
import { messages } from '../messages';
import { PageLinks, type PageLink } from '../page/PageLinks';
import { aboutUsPaths } from '../page/paths';
import { BrandSection } from './BrandSection';
import pageStyles from '../page/pages.module.css';
import styles from './our-brands.module.css';

/** The brands the dealer has brand pages for (ourBrandsPage, below about us). */
export default function OurBrandsPage() {
  const intl = useIntl();
  const base = useDealerBase();
  const api = useApiContext();
  const { brands, dealerAboutUs } = useLoaderData() as OurBrandsData;
  const { data: dealer } = useDealerBySlug(base.dealerSlug);
  const brandPages = useSuspenseQueries({ queries: brands.map((brand) => brandPageQuery(api, brand)) }).map((query) => query.data);
  // the same rule as the main navigation's vehicle-market entry (SPEC §2)
  const hasMarket = base.brand.features.vehicleMarket && (dealer.hasCars || dealer.type !== 'service');
  const marketHref = (make: string, modelId?: number) => {
    const query = new URLSearchParams({ make });
    if (modelId !== undefined) query.append('model[]', String(modelId));
    return resolveDealerLink({ target: 'vehiclemarket', value: query.toString() }, base, dealer).href;
  };
  const names = brandPages.map((page) => page.general.name);
  const title = intl.formatMessage(messages.ourBrands);
  const links: PageLink[] = [
    ...(dealerAboutUs
      ? [{ href: aboutUsPaths.aboutUs(base), label: intl.formatMessage(messages.aboutLocation, { name: dealer.name }) }]
      : []),
    ...(dealer.subDealers.length > 0 ? [{ href: aboutUsPaths.locations(base), label: intl.formatMessage(messages.allLocations) }] : []),
  ];
  return (
    <>
      <PageSeo
        dealerId={dealer.dealerId}
        title={`${title} – ${dealer.name}`}
        description={intl.formatMessage(messages.ourBrandsDescription, { dealerName: dealer.name, brands: intl.formatList(names) })}
        image={brandPages[0]?.general.heroImage}
        placeholders={{ dealerName: dealer.name }}
      />
      <div className={pageStyles['hero']}>
        <div className={pageStyles['heroInner']}>
          <div>
            <h1 className={pageStyles['title']}>{title}</h1>
            <p className={pageStyles['lead']}>
              {intl.formatMessage(messages.ourBrandsIntro, { dealerName: dealer.name, brandCount: brandPages.length })}
            </p>
            <PageLinks links={links} label={intl.formatMessage(messages.relatedPages)} />
          </div>
        </div>
      </div>
      <div className={styles['list']}>
        {brandPages.map((brandPage) => (
          <BrandSection key={brandPage.general.brand} brandPage={brandPage} marketHref={hasMarket ? marketHref : undefined} />
        ))}
      </div>
    </>
  );
}
