import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VehicleFilter } from '@carweb/api-contracts';
import { contract, callService, corePath, useApiContext, type ApiContext } from '@carweb/api-http';

/** GET {core}/list, query filter (JSON), dealerSlug */
export function getVehicleList(ctx: ApiContext, filter: VehicleFilter, dealerSlug?: string, signal?: AbortSignal) {
  return callService(ctx, 'core', corePath(ctx, 'list'), {
    schema: contract('vehicleListResponseSchema'),
    query: { filter, dealerSlug },
    signal,
  });
}

export function vehicleListQuery(ctx: ApiContext, filter: VehicleFilter, dealerSlug?: string) {
  return queryOptions({
    queryKey: ['core', 'list', ctx.locale, dealerSlug ?? null, filter],
    queryFn: ({ signal }) => getVehicleList(ctx, filter, dealerSlug, signal),
  });
}

export function useVehicleList(filter: VehicleFilter, dealerSlug?: string) {
  return useQuery(vehicleListQuery(useApiContext(), filter, dealerSlug));
}
