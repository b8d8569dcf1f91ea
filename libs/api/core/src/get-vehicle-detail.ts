import { queryOptions, useQuery } from '@tanstack/react-query';
import { contract, callService, corePath, useApiContext, type ApiContext } from '@carweb/api-http';

/** GET {core}/detail/{id}, query dealerSlug */
export function getVehicleDetail(ctx: ApiContext, vehicleId: number, dealerSlug?: string, signal?: AbortSignal) {
  return callService(ctx, 'core', corePath(ctx, `detail/${vehicleId}`), {
    schema: contract('vehicleDetailSchema'),
    query: { dealerSlug },
    signal,
  });
}

export function vehicleDetailQuery(ctx: ApiContext, vehicleId: number, dealerSlug?: string) {
  return queryOptions({
    queryKey: ['core', 'detail', ctx.locale, vehicleId, dealerSlug ?? null],
    queryFn: ({ signal }) => getVehicleDetail(ctx, vehicleId, dealerSlug, signal),
  });
}

export function useVehicleDetail(vehicleId: number, dealerSlug?: string) {
  return useQuery(vehicleDetailQuery(useApiContext(), vehicleId, dealerSlug));
}
