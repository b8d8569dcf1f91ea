import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useApiContext } from '@carweb/api-http';
import { useDealerBase } from '@carweb/platform-routing';
import { formatPrice } from '@carweb/shared-util-i18n';
import { messages } from '../messages';
import { cachedWorkshopServicesQuery } from '../service-queries';
import styles from '../parts/services.module.css';

/**
 * The dealer's top workshop services with duration and price from (SPEC §3 client state "top workshop
 * services"). Optional: hidden when there are none or they failed to load.
 */
export function TopWorkshopServices({ dealerId }: { dealerId: number }) {
  const intl = useIntl();
  const api = useApiContext();
  const { locale } = useDealerBase();
  const { data, isPending } = useQuery(cachedWorkshopServicesQuery(api, dealerId));
  if (isPending) {
    return (
      <p className={styles['muted']} role="status">
        {intl.formatMessage(messages.workshopServicesLoading)}
      </p>
    );
  }
  const top = data?.filter((service) => service.isTopService) ?? [];
  if (top.length === 0) return null;
  return (
    <section aria-labelledby="top-workshop-services-title">
      <h2 className={styles['sectionTitle']} id="top-workshop-services-title">
        {intl.formatMessage(messages.topWorkshopServices)}
      </h2>
      <ul className={styles['workshopList']}>
        {top.map((service) => (
          <li key={service.id} className={styles['workshopItem']}>
            <span className={styles['workshopName']}>{service.name}</span>
            <span className={styles['muted']}>
              {intl.formatMessage(messages.duration, { minutes: service.durationMinutes })}
              {service.priceFrom !== null && (
                <>
                  {' · '}
                  {intl.formatMessage(messages.priceFrom, { price: formatPrice(service.priceFrom, locale) })}
                </>
              )}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
