import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { Dealer, SearchCriteriaResponse, VehicleCardListResponse, VehicleFilter } from '@carweb/api-contracts';
import type { ApiContext } from '@carweb/api-http';
import { getSearchCriteria, getVehicleList, vehicleCardList, vehicleCountQuery, vehicleListQuery } from '@carweb/api-core';
import { listFairPricesQuery, prefetchListFairPrices } from '@carweb/vehicle-market-feature-fair-price';
import {
  initialVehicleListState,
  listRequest,
  selectionRequest,
  vehicleListReducer,
  visiblePages,
  withoutPresetCriteria,
  withPreset,
  type ListPreset,
  type MarketFilter,
  type VehicleListState,
} from '@carweb/vehicle-market-util-search-state';
import { scopedRequest } from './dealer-scope';
import { listPageCriteria } from './filter-panel/criteria-values';

/**
 * The search criteria of a list page: the answer as the page reads it (listPageCriteria), under a key of its own,
 * so the whole answer and this one never share a cache entry.
 */
export function listCriteriaQuery(api: ApiContext, request: VehicleFilter) {
  return queryOptions({
    queryKey: ['core', 'search-criteria', api.locale, 'list-page', request] as const,
    queryFn: async ({ signal }) => listPageCriteria(await getSearchCriteria(api, request, signal)),
  });
}

/**
 * A page of the list as cards; on the server also its fair-price ratings, from the very answer of its list call, so
 * they cost only their price samples (decision 0048). The browser asks the site for them (listFairPricesQuery).
 */
function listPageQuery(api: ApiContext, request: VehicleFilter, dealerSlug: string | undefined) {
  return queryOptions({
    ...vehicleListQuery(api, request, dealerSlug),
    queryFn: async ({ signal, client }) => {
      const answer = await getVehicleList(api, request, dealerSlug, signal);
      if (import.meta.env.SSR && typeof document === 'undefined') {
        await prefetchListFairPrices(client, api, request, dealerSlug, answer.vehicles);
      }
      return vehicleCardList(answer);
    },
  });
}

/**
 * Everything a list page asks the core API for, in one place for the loader and the components.
 * A page's preset (approved, subscription) goes into every call, so lists, counts and facets agree;
 * the page owns its parameters, so they are neither a filter group nor a removable tag.
 */
export function listQueries(
  api: ApiContext,
  filter: MarketFilter,
  scope: number[] | null,
  dealerSlug: string | undefined,
  preset?: ListPreset,
) {
  const sent = (request: VehicleFilter, selection: MarketFilter) => withPreset(scopedRequest(request, selection, scope), preset);
  const criteriaFor = (selection: MarketFilter) => ({
    ...listCriteriaQuery(api, sent(selectionRequest(selection), selection)),
    select: (criteria: SearchCriteriaResponse) => withoutPresetCriteria(criteria, preset),
    placeholderData: keepPreviousData,
  });
  const pageRequests = visiblePages(filter).map((page) => sent(listRequest(filter, page), filter));
  return {
    pages: pageRequests.map((request) => listPageQuery(api, request, dealerSlug)),
    fairPrices: pageRequests.map((request) => listFairPricesQuery(api, request, dealerSlug)),
    criteria: criteriaFor(filter),
    criteriaFor,
    count: (draft: MarketFilter) => ({
      ...vehicleCountQuery(api, sent(selectionRequest(draft), draft)),
      placeholderData: keepPreviousData,
    }),
  };
}

/** Server (and client navigation) prefetch: every visible page and the search criteria; never throws. */
export async function prefetchList(
  queryClient: QueryClient,
  api: ApiContext,
  filter: MarketFilter,
  scope: number[] | null,
  dealerSlug: string | undefined,
  preset?: ListPreset,
) {
  const queries = listQueries(api, filter, scope, dealerSlug, preset);
  await Promise.all([...queries.pages.map((query) => queryClient.prefetchQuery(query)), queryClient.prefetchQuery(queries.criteria)]);
}

export interface PageResult {
  data?: VehicleCardListResponse;
  isPending: boolean;
  isError: boolean;
}

/** SPEC §4 list state from the page queries and the criteria query, folded through the state rules. */
export function foldListState(pages: PageResult[], criteriaFailed: boolean, heroImage: string | null): VehicleListState {
  let state = vehicleListReducer(initialVehicleListState, { type: 'filterChanged' });
  for (const page of pages) {
    if (page.data) state = vehicleListReducer(state, { type: 'loadSucceeded', response: page.data, heroImage });
    else if (page.isError) state = vehicleListReducer(vehicleListReducer(state, { type: 'loadStarted' }), { type: 'loadFailed' });
    else state = vehicleListReducer(state, { type: 'loadStarted' });
  }
  return criteriaFailed ? vehicleListReducer(state, { type: 'searchCriteriaFailed' }) : state;
}

export type { Dealer };
