import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { topCarsQuery } from '@carweb/api-core';
import { useOptionalDealerBase } from '@carweb/platform-routing';
import { specTexts } from '@carweb/shared-util-i18n';
import { useMarketApi, useMarketLinks, VehicleCarousel } from '@carweb/vehicle-market-feature-vehicle-teasers';
import { messages } from '../messages';
import { OTHER_OFFERS_LIMIT } from '../constants';
import styles from './not-available.module.css';

/** SPEC §8 'Das Fahrzeug konnte nicht gefunden werden' with a carousel of other offers (top cars). */
export function NotAvailableContent() {
  const intl = useIntl();
  const api = useMarketApi();
  const links = useMarketLinks();
  const dealerSlug = useOptionalDealerBase()?.dealerSlug;
  const { data, isPending } = useQuery(topCarsQuery(api, { limit: OTHER_OFFERS_LIMIT }, dealerSlug));
  const offers = data && !data.error ? data.vehicles : [];
  return (
    <div className={styles['page']}>
      <div className={styles['message']}>
        <h1 className={styles['title']}>{intl.formatMessage(specTexts.vehicleNotFound)}</h1>
        <p>{intl.formatMessage(messages.notAvailableText)}</p>
        <Link className={styles['link']} to={links.list()}>
          {intl.formatMessage(messages.allVehicles)}
        </Link>
      </div>
      {isPending && <p role="status">{intl.formatMessage(messages.loading)}</p>}
      {offers.length > 0 && (
        // not a named region itself: the carousel below is one, with the same name
        <section className={styles['offers']}>
          <h2 className={styles['subtitle']}>{intl.formatMessage(messages.otherOffers)}</h2>
          <VehicleCarousel label={intl.formatMessage(messages.otherOffers)} vehicles={offers} />
        </section>
      )}
    </div>
  );
}
