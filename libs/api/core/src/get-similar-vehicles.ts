import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VehicleFilter } from '@carweb/api-contracts';
import { contract, callService, corePath, useApiContext, type ApiContext } from '@carweb/api-http';

/** GET {core}/detail/{id}/similar, query filter (JSON), dealerSlug */
export function getSimilarVehicles(
  ctx: ApiContext,
  vehicleId: number,
  filter: VehicleFilter = {},
  dealerSlug?: string,
  signal?: AbortSignal,
) {
  return callService(ctx, 'core', corePath(ctx, `detail/${vehicleId}/similar`), {
    schema: contract('vehicleListResponseSchema'),
    query: { filter, dealerSlug },
    signal,
  });
}

export function similarVehiclesQuery(ctx: ApiContext, vehicleId: number, filter: VehicleFilter = {}, dealerSlug?: string) {
  return queryOptions({
    queryKey: ['core', 'similar', ctx.locale, vehicleId, dealerSlug ?? null, filter],
    queryFn: ({ signal }) => getSimilarVehicles(ctx, vehicleId, filter, dealerSlug, signal),
  });
}

export function useSimilarVehicles(vehicleId: number, filter: VehicleFilter = {}, dealerSlug?: string) {
  return useQuery(similarVehiclesQuery(useApiContext(), vehicleId, filter, dealerSlug));
}
