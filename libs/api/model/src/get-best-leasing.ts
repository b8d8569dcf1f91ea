import { queryOptions, useQuery } from '@tanstack/react-query';
import { contract, callService, useApiContext, type ApiContext } from '@carweb/api-http';

/** GET brand-world/best-leasing, query brand: the brand model with the lowest leasing rate */
export function getBestLeasing(ctx: ApiContext, brand: string, signal?: AbortSignal) {
  return callService(ctx, 'model', 'brand-world/best-leasing', { schema: contract('bestLeasingResponseSchema'), query: { brand }, signal });
}

export function bestLeasingQuery(ctx: ApiContext, brand: string) {
  return queryOptions({
    queryKey: ['model', 'best-leasing', ctx.locale, brand],
    queryFn: ({ signal }) => getBestLeasing(ctx, brand, signal),
    staleTime: 3_600_000,
  });
}

export function useBestLeasing(brand: string) {
  return useQuery(bestLeasingQuery(useApiContext(), brand));
}
