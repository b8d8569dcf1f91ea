import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VehicleFilter } from '@carweb/api-contracts';
import { contract, callService, corePath, useApiContext, type ApiContext } from '@carweb/api-http';
import { vehicleCardList } from './vehicle-card';

/** GET {core}/list, query filter (JSON), dealerSlug: the whole vehicles (the sitemap reads their localized slugs). */
export function getVehicleList(ctx: ApiContext, filter: VehicleFilter, dealerSlug?: string, signal?: AbortSignal) {
  return callService(ctx, 'core', corePath(ctx, 'list'), {
    schema: contract('vehicleListResponseSchema'),
    query: { filter, dealerSlug },
    signal,
  });
}

/**
 * A page of vehicles as cards (VehicleCardData): every list in the query cache — the market list, the dealer
 * home carousel, a promotion's vehicles — shows cards, and the cache is what the server writes into the HTML.
 */
export function vehicleListQuery(ctx: ApiContext, filter: VehicleFilter, dealerSlug?: string) {
  return queryOptions({
    queryKey: ['core', 'list', ctx.locale, dealerSlug ?? null, filter],
    queryFn: async ({ signal }) => vehicleCardList(await getVehicleList(ctx, filter, dealerSlug, signal)),
  });
}

export function useVehicleList(filter: VehicleFilter, dealerSlug?: string) {
  return useQuery(vehicleListQuery(useApiContext(), filter, dealerSlug));
}
