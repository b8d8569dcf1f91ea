import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Button } from '@carweb/shared-ui';
import { specTexts } from '@carweb/shared-util-i18n';
import { useMarketLinks, VehicleTile } from '@carweb/vehicle-market-feature-vehicle-teasers';
import { marketFilterSearch, type MarketFilter } from '@carweb/vehicle-market-util-search-state';
import { messages } from '../messages';
import { PROMOTION_VEHICLES_ID } from './promotion-cta';
import { usePromotionCars } from './use-promotion-cars';
import styles from '../promotions.module.css';

/**
 * The promotion's vehicles (SPEC §9 limit 6) with "load more", each card linked to its detail page.
 * After loading more, focus moves to the first new card, so keyboard users go on where the list grew.
 */
export function PromotionCars({ filter, dealerSlug }: { filter: MarketFilter; dealerSlug: string }) {
  const intl = useIntl();
  const links = useMarketLinks();
  const { state, pending, hasMore, moreFailed, loadMore } = usePromotionCars(filter, dealerSlug);
  const listRef = useRef<HTMLUListElement>(null);
  const focusFrom = useRef<number | null>(null);
  const shown = state.vehicles.length;

  useEffect(() => {
    const first = focusFrom.current;
    if (first === null || shown <= first) return;
    focusFrom.current = null;
    const card = listRef.current?.children[first];
    (card?.querySelector<HTMLAnchorElement>('h3 a') ?? card?.querySelector<HTMLAnchorElement>('a'))?.focus();
  }, [shown]);

  let content;
  if (pending) content = <p role="status">{intl.formatMessage(messages.loadingVehicles)}</p>;
  else if (state.error) content = <p role="alert">{intl.formatMessage(specTexts.genericError)}</p>;
  else if (shown === 0) content = <p>{intl.formatMessage(messages.noVehicles)}</p>;
  else
    content = (
      <>
        <ul className={styles['vehicleList']} ref={listRef}>
          {state.vehicles.map((vehicle) => (
            <li key={vehicle.id}>
              <VehicleTile vehicle={vehicle} variant="compact" />
            </li>
          ))}
        </ul>
        <div className={styles['loadMore']}>
          {hasMore && (
            <Button
              variant="secondary"
              aria-busy={state.loadingMore}
              onClick={() => {
                focusFrom.current = shown;
                loadMore();
              }}
            >
              {intl.formatMessage(state.loadingMore ? messages.loadingMore : messages.loadMore)}
            </Button>
          )}
          {moreFailed && <p role="alert">{intl.formatMessage(specTexts.genericError)}</p>}
          <Link to={links.list(marketFilterSearch(filter))}>{intl.formatMessage(messages.allMatchingVehicles)}</Link>
        </div>
      </>
    );

  return (
    <section id={PROMOTION_VEHICLES_ID} className={styles['vehicles']} aria-labelledby={`${PROMOTION_VEHICLES_ID}-title`}>
      <div className={styles['vehiclesHeader']}>
        <h2 id={`${PROMOTION_VEHICLES_ID}-title`}>{intl.formatMessage(messages.vehiclesTitle)}</h2>
        <p className={styles['count']} aria-live="polite">
          {shown > 0 ? intl.formatMessage(messages.vehiclesCount, { shown, total: state.totalMatches }) : ''}
        </p>
      </div>
      {content}
    </section>
  );
}
