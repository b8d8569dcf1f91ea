import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import type { VehicleDetail } from '@carweb/api-contracts';
import { similarVehiclesQuery } from '@carweb/api-core';
import { useOptionalDealerBase } from '@carweb/platform-routing';
import { useMarketApi, VehicleCarousel } from '@carweb/vehicle-market-feature-vehicle-teasers';
import { SIMILAR_LIMIT } from '../constants';
import { messages } from '../messages';
import styles from './detail-page.module.css';

/** Similar vehicles (prefetched by the loader, so they are in the server HTML); hidden when there are none. */
export function SimilarVehicles({ vehicle }: { vehicle: VehicleDetail }) {
  const intl = useIntl();
  const api = useMarketApi();
  const dealerSlug = useOptionalDealerBase()?.dealerSlug;
  const { data } = useQuery(similarVehiclesQuery(api, vehicle.id, { limit: SIMILAR_LIMIT }, dealerSlug));
  const vehicles = data && !data.error ? data.vehicles : [];
  if (vehicles.length === 0) return null;
  return (
    // not a named region itself: the carousel below is one, with the same name
    <section className={styles['section']}>
      <h2 className={styles['sectionTitle']}>{intl.formatMessage(messages.similarTitle)}</h2>
      <VehicleCarousel label={intl.formatMessage(messages.similarTitle)} vehicles={vehicles} />
    </section>
  );
}
