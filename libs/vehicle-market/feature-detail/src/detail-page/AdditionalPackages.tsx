import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import type { VehicleDetail } from '@carweb/api-contracts';
import { formatPrice, languageOf } from '@carweb/shared-util-i18n';
import { useMarketApi } from '@carweb/vehicle-market-feature-vehicle-teasers';
import { vehiclePackagesQuery } from '../additional-packages-query';
import { messages } from '../messages';
import styles from './detail-page.module.css';

/** Additional packages (SPEC §3) offered with this vehicle, prefetched by the loader; hidden when none or on failure. */
export function AdditionalPackages({ vehicle }: { vehicle: VehicleDetail }) {
  const intl = useIntl();
  const api = useMarketApi();
  const locale = languageOf(intl.locale);
  const { data } = useQuery(vehiclePackagesQuery(api, vehicle));
  const packages = data?.additionalPackages ?? [];
  if (packages.length === 0) return null;
  return (
    <section className={styles['section']} aria-labelledby="packages-title">
      <h2 id="packages-title" className={styles['sectionTitle']}>
        {intl.formatMessage(messages.packagesTitle)}
      </h2>
      <ul className={styles['cards']}>
        {packages.map((item) => (
          <li key={item.id} className={styles['card']}>
            <h3>{item.name}</h3>
            <p>{item.description}</p>
            {item.items.length > 0 && (
              <ul className={styles['checklist']}>
                {item.items.map((entry) => (
                  <li key={entry}>{entry}</li>
                ))}
              </ul>
            )}
            <p className={styles['packagePrice']}>
              {intl.formatMessage(messages.packagePrice, {
                price: formatPrice(item.price, locale),
                monthly: formatPrice(item.monthlyPrice, locale),
              })}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
