import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import type { Dealer, ModelPage } from '@carweb/api-contracts';
import { useApiContext } from '@carweb/api-http';
import { useRouteEnv } from '@carweb/platform-routing';
import { jsonForScript, PageSeo } from '@carweb/platform-seo';
import { Gallery, PageHero, Section } from '@carweb/shared-ui';
import { formatPrice, languageOf } from '@carweb/shared-util-i18n';
import { messages } from '../messages';
import { configureHref, modelActions } from '../model-actions';
import {
  brandBestLeasingQuery,
  brandWorldDealersQuery,
  modelBrandPageQuery,
  modelTechDataQuery,
  variantsQuery,
} from '../model-detail-queries';
import { brandOfLevel, dealerOfLevel, levelPath, modelBrandName, modelPagePath, type ModelLevel } from '../model-level';
import { modelStockLink, modelStockQuery } from '../model-stock';
import styles from '../page.module.css';
import { BestLeasingOffer } from './BestLeasingOffer';
import { DealerList } from './DealerList';
import { ModelActions } from './ModelActions';
import { ModelHighlights } from './ModelHighlights';
import { ModelStockLink } from './ModelStockLink';
import { modelJsonLd } from './model-json-ld';
import { TechDataTable } from './TechDataTable';
import { VariantPrices } from './VariantPrices';

const DEALERS_ID = 'dealers';

export interface ModelDetailContentProps {
  page: ModelPage;
  level: ModelLevel;
  /** the dealer of a dealer-level page (its type and stock scope); null on the site */
  dealer: Dealer | null;
}

/**
 * The model page's sections: intro with its price, gallery, highlights, variants and prices, technical data, the
 * brand's best leasing offer, the stock, the ways to act and the dealers that sell it. Optional sections (best leasing,
 * stock, dealers) are left out while unknown or failed; the variants and technical data are the loader's critical data.
 */
export function ModelDetailContent({ page, level, dealer }: ModelDetailContentProps) {
  const intl = useIntl();
  const api = useApiContext();
  const { origin } = useRouteEnv();
  const { pathname } = useLocation();
  const locale = languageOf(intl.locale);
  const brand = brandOfLevel(level);
  const { model } = page;
  const brandName = modelBrandName(model.brand, brand);
  const variants = useQuery(variantsQuery(api, page));
  const techData = useQuery(modelTechDataQuery(api, page));
  const bestLeasing = useQuery(brandBestLeasingQuery(api, page));
  const stock = useQuery({ ...modelStockQuery(api, dealer), enabled: brand.features.vehicleMarket && (level.kind === 'site' || !!dealer) });
  const brandPage = useQuery(modelBrandPageQuery(api, page));
  const profileId = brandPage.data?.general.vehicleProfileId ?? 0;
  const dealers = useQuery({ ...brandWorldDealersQuery(api, profileId), enabled: profileId > 0 });
  const actions = modelActions(level, model.slug, dealer?.type);
  const stockLink = modelStockLink(model, level, stock.isError ? undefined : stock.data);
  const offer = bestLeasing.data;
  const offerInRange = offer && offer.model.brand === model.brand;
  // the model list of the level: the brand's on the site, the dealer's model range below a dealer
  const listPath = levelPath(level, 'models');
  const jsonLd = modelJsonLd(page, variants.data?.variants ?? [], { url: `${origin ?? ''}${pathname}`, origin, brandName });
  return (
    <>
      <PageSeo
        dealerId={dealer?.dealerId}
        title={page.seo.title || intl.formatMessage(messages.detailMetaTitle, { model: model.name })}
        description={page.seo.description || intl.formatMessage(messages.detailMetaDescription, { model: model.name })}
        image={model.image}
        placeholders={{ modelName: model.name, modelBrandName: brandName, dealerName: dealer?.name }}
      />
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForScript(jsonLd) }} />
      <PageHero
        before={
          <Link className={styles['back']} to={listPath}>
            ← {intl.formatMessage(messages.breadcrumbModels)}
          </Link>
        }
        title={page.headline}
        intro={page.introText}
      >
        <p className={styles['count']}>{intl.formatMessage(messages.priceFrom, { price: formatPrice(model.priceFrom, locale) })}</p>
        {model.leasingRateFrom !== null && (
          <p className={styles['muted']}>
            {intl.formatMessage(messages.leasingFrom, { rate: formatPrice(model.leasingRateFrom, locale) })}
          </p>
        )}
      </PageHero>
      {page.gallery.length > 0 && (
        <Section>
          {/* the page's width; its first picture is the model page's LCP (decision 0043) */}
          <Gallery
            label={intl.formatMessage(messages.gallery, { model: model.name })}
            slot="full"
            priority
            images={page.gallery.map((src, index) => ({
              src,
              alt: intl.formatMessage(messages.galleryImage, { model: model.name, index: index + 1 }),
            }))}
            previousLabel={intl.formatMessage(messages.galleryPrevious)}
            nextLabel={intl.formatMessage(messages.galleryNext)}
            positionLabel={(index, total) => intl.formatMessage(messages.galleryPosition, { index, total })}
            thumbnailLabel={(index) => intl.formatMessage(messages.galleryThumbnail, { index })}
          />
        </Section>
      )}
      <ModelActions
        modelName={model.name}
        actions={actions}
        configure={configureHref(level, model, dealer?.type, variants.data?.variants.length ?? 0)}
        dealersAnchor={dealers.data?.dealers.length ? DEALERS_ID : null}
      />
      <ModelHighlights highlights={page.highlights} />
      {variants.data && <VariantPrices variants={variants.data.variants} />}
      {techData.data && <TechDataTable techData={techData.data} modelName={model.name} />}
      {offer && (
        <BestLeasingOffer offer={offer} brandName={brandName} modelHref={offerInRange ? modelPagePath(level, offer.model.slug) : null} />
      )}
      {stockLink && <ModelStockLink stock={stockLink} modelName={model.name} />}
      {dealers.data && (
        <DealerList
          id={DEALERS_ID}
          title={intl.formatMessage(messages.dealers)}
          intro={intl.formatMessage(messages.dealersIntro, { model: model.name })}
          dealers={dealers.data.dealers}
          linkOf={(entry) => ({
            href: modelPagePath({ kind: 'dealer', dealer: dealerOfLevel(level, entry.slug) }, model.slug),
            text: intl.formatMessage(messages.dealerModelPage, { model: model.name, dealer: entry.name }),
          })}
        />
      )}
    </>
  );
}
