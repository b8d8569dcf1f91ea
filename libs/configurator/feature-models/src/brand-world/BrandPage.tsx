import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import type { BrandPage as BrandPageData } from '@carweb/api-contracts';
import { useApiContext } from '@carweb/api-http';
import { bestLeasingQuery, brandPageQuery, brandWorldDealersQuery } from '@carweb/api-model';
import { dealerBasePath, sitePagePath, useBrand } from '@carweb/platform-routing';
import { PageSeo } from '@carweb/platform-seo';
import { PageHero, Section } from '@carweb/shared-ui';
import { languageOf, specTexts } from '@carweb/shared-util-i18n';
import { BestLeasingOffer } from '../detail/BestLeasingOffer';
import { DealerList } from '../detail/DealerList';
import { messages } from '../messages';
import { dealerOfLevel, modelPagePath, type ModelLevel } from '../model-level';
import styles from '../page.module.css';
import { BrandModels } from './BrandModels';

/** One brand of the brand world: its page (headline, intro, highlights, models), its dealers and its best leasing offer. */
export default function BrandPage() {
  const intl = useIntl();
  const brand = useBrand();
  const api = useApiContext();
  const locale = languageOf(intl.locale);
  const brandSlug = useParams()['brandSlug'] ?? '';
  const page = useQuery(brandPageQuery(api, brandSlug));
  const allBrands = (
    <Link className={styles['back']} to={sitePagePath(brand, locale, 'brandPages')}>
      ← {intl.formatMessage(messages.allBrands)}
    </Link>
  );
  if (!page.data) {
    return (
      <Section>
        {allBrands}
        {page.isError ? (
          <p role="alert">{intl.formatMessage(specTexts.genericError)}</p>
        ) : (
          <p role="status">{intl.formatMessage(messages.loading)}</p>
        )}
      </Section>
    );
  }
  return <BrandPageContent page={page.data} back={allBrands} />;
}

function BrandPageContent({ page, back }: { page: BrandPageData; back: React.ReactNode }) {
  const intl = useIntl();
  const brand = useBrand();
  const api = useApiContext();
  const locale = languageOf(intl.locale);
  const level: ModelLevel = { kind: 'site', brand, locale };
  const dealers = useQuery(brandWorldDealersQuery(api, page.general.vehicleProfileId));
  const offer = useQuery(bestLeasingQuery(api, page.general.brand));
  const name = page.general.name;
  return (
    <>
      <PageSeo
        title={intl.formatMessage(messages.brandMetaTitle, { brand: name, group: brand.displayName })}
        description={page.general.introText}
        image={page.general.heroImage}
      />
      <PageHero before={back} title={page.general.headline} intro={page.general.introText} />
      {page.highlights.length > 0 && (
        <Section id="highlights" title={intl.formatMessage(messages.highlights)}>
          <ul className={styles['linkList']}>
            {page.highlights.map((highlight) => (
              <li key={highlight.title}>
                <h3>{highlight.title}</h3>
                <p className={styles['muted']}>{highlight.text}</p>
              </li>
            ))}
          </ul>
        </Section>
      )}
      <BrandModels models={page.models} title={intl.formatMessage(messages.brandModels, { brand: name })} level={level} />
      {offer.data && (
        <BestLeasingOffer
          offer={offer.data}
          brandName={name}
          modelHref={brand.features.modelRange ? modelPagePath(level, offer.data.model.slug) : null}
        />
      )}
      {dealers.data && (
        <DealerList
          id="dealers"
          title={intl.formatMessage(messages.dealers)}
          intro={intl.formatMessage(messages.dealersAll, { brand: name })}
          dealers={dealers.data.dealers}
          linkOf={(entry) => ({
            href: dealerBasePath(dealerOfLevel(level, entry.slug)),
            text: intl.formatMessage(messages.dealerHome, { dealer: entry.name }),
          })}
        />
      )}
    </>
  );
}
