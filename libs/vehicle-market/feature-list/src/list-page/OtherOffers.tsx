import { useInfiniteQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { getVehicleList, vehicleCardList } from '@carweb/api-core';
import { useMarketApi, VehicleTile } from '@carweb/vehicle-market-feature-vehicle-teasers';
import {
  hasMorePromotionCars,
  initialPromotionCarsState,
  promotionCarsReducer,
  PROMOTION_CARS_LIMIT,
  type PromotionCarsState,
} from '@carweb/vehicle-market-util-search-state';
import { messages } from '../messages';
import styles from './list-page.module.css';

const OFFER_FILTER = { actiontags: ['topDeal', 'priceReduced', 'topVehicle'], sort: 'newest' } as const;

/**
 * Promotion vehicles (SPEC §4 promotion cars list, 6 per page): page 1 loads, later pages load more
 * and append. Shown when a filter has no result, so the visitor still sees offers.
 */
export function OtherOffers({ dealerSlug, scope }: { dealerSlug: string | undefined; scope: number[] | null }) {
  const intl = useIntl();
  const api = useMarketApi();
  const query = useInfiniteQuery({
    queryKey: ['core', 'promotion-cars', api.locale, dealerSlug ?? null, scope],
    initialPageParam: 1,
    queryFn: async ({ pageParam, signal }) =>
      vehicleCardList(
        await getVehicleList(
          api,
          {
            ...OFFER_FILTER,
            actiontags: [...OFFER_FILTER.actiontags],
            limit: PROMOTION_CARS_LIMIT,
            page: pageParam,
            ...(scope ? { dealerId: scope } : {}),
          },
          dealerSlug,
          signal,
        ),
      ),
    getNextPageParam: (last, all) => (all.length * PROMOTION_CARS_LIMIT < last.totalMatches ? all.length + 1 : undefined),
  });
  let state: PromotionCarsState = promotionCarsReducer(initialPromotionCarsState, { type: 'pageRequested', page: 1 });
  query.data?.pages.forEach((response, index) => {
    state = promotionCarsReducer(state, { type: 'pageLoaded', page: index + 1, response });
  });
  if (query.isFetchingNextPage) state = promotionCarsReducer(state, { type: 'pageRequested', page: (query.data?.pages.length ?? 0) + 1 });
  if (query.isError && !query.data) state = promotionCarsReducer(state, { type: 'pageFailed', page: 1 });
  if (state.error || (!state.loading && state.vehicles.length === 0)) return null;
  return (
    <section className={styles['offers']} aria-labelledby="other-offers">
      <h2 id="other-offers" className={styles['teaserTitle']}>
        {intl.formatMessage(messages.otherOffers)}
      </h2>
      {state.loading ? (
        <p role="status">{intl.formatMessage(messages.loadingList)}</p>
      ) : (
        <ul className={styles['grid']}>
          {state.vehicles.map((vehicle) => (
            <li key={vehicle.id}>
              <VehicleTile vehicle={vehicle} />
            </li>
          ))}
        </ul>
      )}
      {hasMorePromotionCars(state) && (
        <button type="button" className={styles['moreButton']} disabled={state.loadingMore} onClick={() => void query.fetchNextPage()}>
          {state.loadingMore ? intl.formatMessage(messages.moreLoading) : intl.formatMessage(messages.moreOffers)}
        </button>
      )}
    </section>
  );
}
