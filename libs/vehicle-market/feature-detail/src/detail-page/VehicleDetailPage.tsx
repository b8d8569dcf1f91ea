import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { Link, useLoaderData, useLocation } from 'react-router-dom';
import type { VehicleDetail } from '@carweb/api-contracts';
import { vehicleDetailQuery } from '@carweb/api-core';
import { useOptionalDealerBase, useRouteEnv } from '@carweb/platform-routing';
import { jsonForScript, PageSeo } from '@carweb/platform-seo';
import { formatNumber, formatPrice, languageOf } from '@carweb/shared-util-i18n';
import {
  firstRegistrationText,
  useMarketApi,
  useMarketLinks,
  vehicleTitle,
  WatchlistBar,
} from '@carweb/vehicle-market-feature-vehicle-teasers';
import { Gallery } from '@carweb/shared-ui';
import { messages } from '../messages';
import { NotAvailableContent } from '../not-available/NotAvailableContent';
import type { VehicleDetailLoaderData } from '../vehicle-detail-loader';
import { AdditionalPackages } from './AdditionalPackages';
import { CheckoutCards } from './CheckoutCards';
import { DetailTabs } from './DetailTabs';
import { PurchaseBox } from './PurchaseBox';
import { SimilarVehicles } from './SimilarVehicles';
import { vehicleJsonLd } from './vehicle-json-ld';
import { WarrantyAndInsurance } from './WarrantyAndInsurance';
import styles from './detail-page.module.css';

/** The vehicle detail (page type vehicleDetailPage), or — after a client navigation to a missing vehicle — the not-available content. */
export default function VehicleDetailPage() {
  const data = useLoaderData() as VehicleDetailLoaderData;
  if (data.notAvailable) {
    return (
      <>
        <meta name="robots" content="noindex, nofollow" />
        <NotAvailableContent />
      </>
    );
  }
  return <VehicleDetailView vehicleId={data.vehicleId} />;
}

function VehicleDetailView({ vehicleId }: { vehicleId: number }) {
  const api = useMarketApi();
  const dealerSlug = useOptionalDealerBase()?.dealerSlug;
  const { data: vehicle } = useQuery(vehicleDetailQuery(api, vehicleId, dealerSlug));
  // the loader guaranteed it; a background refetch that fails keeps the cached vehicle
  if (!vehicle) return null;
  return <VehicleDetailContent vehicle={vehicle} />;
}

function VehicleDetailContent({ vehicle }: { vehicle: VehicleDetail }) {
  const intl = useIntl();
  const { origin } = useRouteEnv();
  const { pathname } = useLocation();
  const links = useMarketLinks();
  const locale = languageOf(intl.locale);
  const title = vehicleTitle(vehicle);
  const price = formatPrice(vehicle.price.value, locale, vehicle.currency);
  const km = formatNumber(vehicle.mileage, locale);
  const facts = [firstRegistrationText(vehicle, intl), km && `${km} km`, vehicle.fuelType.value].filter(Boolean).join(', ');
  const images = (vehicle.images.length ? vehicle.images : [vehicle.image]).map((src, index) => ({
    src,
    alt: intl.formatMessage(messages.imageAlt, { title: `${title} ${vehicle.modelType.value}`, index: index + 1 }),
  }));
  return (
    <>
      <PageSeo
        dealerId={vehicle.dealer.dealerId}
        title={`${title} ${vehicle.modelType.value} – ${price}`}
        description={intl.formatMessage(messages.metaDescription, {
          title,
          type: vehicle.modelType.value,
          price,
          facts,
          dealerName: vehicle.dealer.name,
        })}
        image={vehicle.image}
        placeholders={{
          dealerName: vehicle.dealer.name,
          vehicleModelName: vehicle.model.value,
          vehicleBrandName: vehicle.make.value,
          vehicleDoorsCount: String(vehicle.doors.value),
          vehicleBodyType: vehicle.bodyType.value,
          vehicleBodyColor: vehicle.bodyColor.value,
        }}
      />
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: jsonForScript(vehicleJsonLd(vehicle, `${origin ?? ''}${pathname}`, origin)) }}
      />
      <div className={styles['page']}>
        <nav className={styles['back']} aria-label={intl.formatMessage(messages.detailsLabel)}>
          <Link to={links.list()}>‹ {intl.formatMessage(messages.backToList)}</Link>
        </nav>
        <div className={styles['top']}>
          {/* its first image is the detail's LCP picture (decision 0043) */}
          <Gallery
            label={intl.formatMessage(messages.galleryLabel, { title })}
            images={images}
            priority
            previousLabel={intl.formatMessage(messages.previousImage)}
            nextLabel={intl.formatMessage(messages.nextImage)}
            positionLabel={(index, total) => intl.formatMessage(messages.imagePosition, { index, total })}
            thumbnailLabel={(index) => intl.formatMessage(messages.showImage, { index })}
          />
          <PurchaseBox vehicle={vehicle} />
        </div>
        <DetailTabs vehicle={vehicle} />
        <AdditionalPackages vehicle={vehicle} />
        <WarrantyAndInsurance vehicle={vehicle} />
        <CheckoutCards vehicle={vehicle} />
        <SimilarVehicles vehicle={vehicle} />
      </div>
      <WatchlistBar />
    </>
  );
}
