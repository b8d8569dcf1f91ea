import { queryOptions, useQuery } from '@tanstack/react-query';
import { contract, callService, useApiContext, type ApiContext } from '@carweb/api-http';

/** GET brand-world: the brands of the brand world */
export function getBrands(ctx: ApiContext, signal?: AbortSignal) {
  return callService(ctx, 'model', 'brand-world', { schema: contract('brandsResponseSchema'), signal });
}

export function brandsQuery(ctx: ApiContext) {
  return queryOptions({
    queryKey: ['model', 'brands', ctx.locale],
    queryFn: ({ signal }) => getBrands(ctx, signal),
    staleTime: 3_600_000,
  });
}

export function useBrands() {
  return useQuery(brandsQuery(useApiContext()));
}
