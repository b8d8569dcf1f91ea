import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VehicleFilter } from '@carweb/api-contracts';
import { contract, callService, corePath, useApiContext, type ApiContext } from '@carweb/api-http';

/** GET {core}/list/count, query filter (JSON): the number the filter result button shows. */
export async function getVehicleCount(ctx: ApiContext, filter: VehicleFilter, signal?: AbortSignal) {
  const response = await callService(ctx, 'core', corePath(ctx, 'list/count'), {
    schema: contract('countResponseSchema'),
    query: { filter },
    signal,
  });
  return response.count;
}

export function vehicleCountQuery(ctx: ApiContext, filter: VehicleFilter) {
  return queryOptions({
    queryKey: ['core', 'list-count', ctx.locale, filter],
    queryFn: ({ signal }) => getVehicleCount(ctx, filter, signal),
  });
}

export function useVehicleCount(filter: VehicleFilter) {
  return useQuery(vehicleCountQuery(useApiContext(), filter));
}
