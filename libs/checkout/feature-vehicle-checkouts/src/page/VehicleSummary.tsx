import { useIntl } from 'react-intl';
import type { VehicleDetail } from '@carweb/api-contracts';
import { formatNumber, formatPrice, languageOf } from '@carweb/shared-util-i18n';
import { ResponsiveImage } from '@carweb/shared-ui';
import styles from './vehicle-checkout.module.css';

/** The vehicle a checkout is about: picture, name, price and the seller. */
export function VehicleSummary({ vehicle }: { vehicle: VehicleDetail }) {
  const intl = useIntl();
  const locale = languageOf(intl.locale);
  const title = `${vehicle.make.value} ${vehicle.model.value}`;
  const registration = vehicle.firstRegistration
    ? `${String(vehicle.firstRegistration.month).padStart(2, '0')}/${vehicle.firstRegistration.year}`
    : undefined;
  return (
    <aside className={styles['summary']} aria-label={title}>
      {/* the checkout's LCP picture (decision 0043) */}
      <ResponsiveImage src={vehicle.image} alt="" width={400} height={300} slot="card" priority />
      <p className={styles['vehicleTitle']}>
        {title} <span>{vehicle.modelType.value}</span>
      </p>
      <p className={styles['facts']}>
        {[registration, vehicle.mileage ? `${formatNumber(vehicle.mileage, locale)} km` : undefined, vehicle.fuelType.value]
          .filter(Boolean)
          .join(' · ')}
      </p>
      <p className={styles['price']}>{formatPrice(vehicle.price.value, locale, vehicle.currency)}</p>
      <p className={styles['seller']}>
        {vehicle.dealer.name}
        <br />
        {vehicle.dealer.street}, {vehicle.dealer.zip} {vehicle.dealer.city}
      </p>
    </aside>
  );
}
