import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { VehicleDetail } from '@carweb/api-contracts';
import { useMarketLinks, vehicleTitle } from '@carweb/vehicle-market-feature-vehicle-teasers';
import { messages } from '../messages';
import styles from './detail-page.module.css';

/** Test-drive card and online-offer card (SPEC §2); a reserved vehicle offers neither. */
export function CheckoutCards({ vehicle }: { vehicle: VehicleDetail }) {
  const intl = useIntl();
  const links = useMarketLinks();
  if (vehicle.isReserved || (!vehicle.testDrivePossible && !vehicle.onlineBuyPossible)) return null;
  const title = vehicleTitle(vehicle);
  return (
    <section className={`${styles['section']} ${styles['twoColumns']}`} aria-label={intl.formatMessage(messages.testDriveTitle)}>
      {vehicle.testDrivePossible && (
        <div className={styles['card']}>
          <h2 className={styles['cardTitle']}>{intl.formatMessage(messages.testDriveTitle)}</h2>
          <p>{intl.formatMessage(messages.testDriveText, { title, dealerName: vehicle.dealer.name })}</p>
          <Link className={styles['secondary']} to={links.checkout('testDrive', vehicle.slug, vehicle.dealer.slug)}>
            {intl.formatMessage(messages.bookTestDrive)}
          </Link>
        </div>
      )}
      {vehicle.onlineBuyPossible && (
        <div className={styles['card']}>
          <h2 className={styles['cardTitle']}>{intl.formatMessage(messages.onlineOfferTitle)}</h2>
          <p>{intl.formatMessage(messages.onlineOfferText)}</p>
          <Link className={styles['secondary']} to={links.checkout('onlineSales', vehicle.slug, vehicle.dealer.slug)}>
            {intl.formatMessage(messages.requestOnlineOffer)}
          </Link>
        </div>
      )}
    </section>
  );
}
