import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VehicleFilter } from '@carweb/api-contracts';
import { contract, callService, corePath, useApiContext, type ApiContext } from '@carweb/api-http';

/** GET {core}/list/top-cars, query filter (JSON), dealerSlug: the vehicle carousel. */
export function getTopCars(ctx: ApiContext, filter: VehicleFilter = {}, dealerSlug?: string, signal?: AbortSignal) {
  return callService(ctx, 'core', corePath(ctx, 'list/top-cars'), {
    schema: contract('vehicleListResponseSchema'),
    query: { filter, dealerSlug },
    signal,
  });
}

export function topCarsQuery(ctx: ApiContext, filter: VehicleFilter = {}, dealerSlug?: string) {
  return queryOptions({
    queryKey: ['core', 'top-cars', ctx.locale, dealerSlug ?? null, filter],
    queryFn: ({ signal }) => getTopCars(ctx, filter, dealerSlug, signal),
  });
}

export function useTopCars(filter: VehicleFilter = {}, dealerSlug?: string) {
  return useQuery(topCarsQuery(useApiContext(), filter, dealerSlug));
}
