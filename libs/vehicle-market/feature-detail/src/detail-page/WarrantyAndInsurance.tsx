import { useIntl } from 'react-intl';
import type { VehicleDetail } from '@carweb/api-contracts';
import { formatNumber, languageOf } from '@carweb/shared-util-i18n';
import { messages } from '../messages';
import styles from './detail-page.module.css';

/** SPEC §9 warranty: 7 years or 150,000 km, whichever first (as the backend states it per vehicle); insurance offer of the dealer. */
export function WarrantyAndInsurance({ vehicle }: { vehicle: VehicleDetail }) {
  const intl = useIntl();
  const locale = languageOf(intl.locale);
  const warranty = vehicle.warranty;
  const subject = encodeURIComponent(
    `${intl.formatMessage(messages.insuranceTitle)}: ${vehicle.make.value} ${vehicle.model.value} (${vehicle.carNumber.value})`,
  );
  return (
    <section
      className={`${styles['section']} ${styles['twoColumns']}`}
      aria-label={`${intl.formatMessage(messages.warrantyTitle)}, ${intl.formatMessage(messages.insuranceTitle)}`}
    >
      <div className={styles['card']}>
        <h2 className={styles['cardTitle']}>{intl.formatMessage(messages.warrantyTitle)}</h2>
        {warranty ? (
          <>
            <p>{intl.formatMessage(messages.warrantyText, { years: warranty.years, km: formatNumber(warranty.km, locale) })}</p>
            <p className={styles['muted']}>
              {intl.formatMessage(messages.warrantyUntil, {
                month: String(warranty.validUntil.month).padStart(2, '0'),
                year: warranty.validUntil.year,
              })}
            </p>
          </>
        ) : (
          <p>{intl.formatMessage(messages.noWarranty)}</p>
        )}
      </div>
      <div className={styles['card']}>
        <h2 className={styles['cardTitle']}>{intl.formatMessage(messages.insuranceTitle)}</h2>
        <p>{intl.formatMessage(messages.insuranceText, { dealerName: vehicle.dealer.name })}</p>
        <a href={`mailto:${vehicle.dealer.email}?subject=${subject}`}>{intl.formatMessage(messages.insuranceLink)}</a>
      </div>
    </section>
  );
}
