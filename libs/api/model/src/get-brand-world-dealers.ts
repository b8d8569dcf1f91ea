import { queryOptions, useQuery } from '@tanstack/react-query';
import { contract, callService, useApiContext, type ApiContext } from '@carweb/api-http';

/** GET brand-world/dealers/{vehicleProfileId}: the dealers of a brand page */
export function getBrandWorldDealers(ctx: ApiContext, vehicleProfileId: number, signal?: AbortSignal) {
  return callService(ctx, 'model', `brand-world/dealers/${vehicleProfileId}`, {
    schema: contract('brandWorldDealersResponseSchema'),
    signal,
  });
}

export function brandWorldDealersQuery(ctx: ApiContext, vehicleProfileId: number) {
  return queryOptions({
    queryKey: ['model', 'brand-world-dealers', ctx.locale, vehicleProfileId],
    queryFn: ({ signal }) => getBrandWorldDealers(ctx, vehicleProfileId, signal),
    staleTime: 3_600_000,
  });
}

export function useBrandWorldDealers(vehicleProfileId: number) {
  return useQuery(brandWorldDealersQuery(useApiContext(), vehicleProfileId));
}
