import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useReducer, useState } from 'react';
import { vehicleListQuery } from '@carweb/api-core';
import { useMarketApi } from '@carweb/vehicle-market-feature-vehicle-teasers';
import {
  hasMorePromotionCars,
  initialPromotionCarsState,
  promotionCarsReducer,
  type MarketFilter,
  type PromotionCarsState,
} from '@carweb/vehicle-market-util-search-state';
import { promotionCarsRequest } from '../promotion-cars';

export interface PromotionCars {
  state: PromotionCarsState;
  /** nothing shown yet: the first page is on its way */
  pending: boolean;
  hasMore: boolean;
  /** the last "load more" failed; what is shown stays */
  moreFailed: boolean;
  loadMore(): void;
}

/**
 * A promotion's vehicles, 6 at a time (SPEC §4, §9): page 1 comes from the loader's prefetch (server
 * HTML), "load more" fetches the next page and appends it. Page 1 sets loading, later pages
 * loading-more (the market's promotion-cars state).
 */
export function usePromotionCars(filter: MarketFilter, dealerSlug: string): PromotionCars {
  const api = useMarketApi();
  const queryClient = useQueryClient();
  const queryOf = useCallback(
    (page: number) => vehicleListQuery(api, promotionCarsRequest(filter, page), dealerSlug),
    [api, filter, dealerSlug],
  );
  const [state, dispatch] = useReducer(promotionCarsReducer, undefined, () => {
    const first = queryClient.getQueryData(queryOf(1).queryKey);
    return first
      ? promotionCarsReducer(initialPromotionCarsState, { type: 'pageLoaded', page: 1, response: first })
      : initialPromotionCarsState;
  });
  const [moreFailed, setMoreFailed] = useState(false);

  const load = useCallback(
    async (page: number) => {
      dispatch({ type: 'pageRequested', page });
      setMoreFailed(false);
      try {
        const response = await queryClient.fetchQuery(queryOf(page));
        dispatch({ type: 'pageLoaded', page, response });
        if (response.error && page > 1) setMoreFailed(true);
      } catch {
        dispatch({ type: 'pageFailed', page });
        if (page > 1) setMoreFailed(true);
      }
    },
    [queryClient, queryOf],
  );

  // only when the loader's prefetch found nothing to show (it failed): the browser tries once more
  const missingFirstPage = state.page === 0 && !state.loading && !state.error;
  useEffect(() => {
    if (missingFirstPage) void load(1);
  }, [missingFirstPage, load]);

  return {
    state,
    pending: state.loading || missingFirstPage,
    hasMore: state.page > 0 && hasMorePromotionCars(state),
    moreFailed,
    loadMore: () => {
      if (!state.loadingMore) void load(state.page + 1);
    },
  };
}
