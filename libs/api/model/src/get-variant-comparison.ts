import { queryOptions, useQuery } from '@tanstack/react-query';
import { contract, callService, useApiContext, type ApiContext } from '@carweb/api-http';

/** GET configurator/variants-compare, query entities (ids, comma-separated) */
export function getVariantComparison(ctx: ApiContext, entityIds: readonly number[], signal?: AbortSignal) {
  return callService(ctx, 'model', 'configurator/variants-compare', {
    schema: contract('variantsCompareResponseSchema'),
    query: { entities: entityIds.join(',') },
    signal,
  });
}

export function variantComparisonQuery(ctx: ApiContext, entityIds: readonly number[]) {
  return queryOptions({
    queryKey: ['model', 'variant-comparison', ctx.locale, [...entityIds]],
    queryFn: ({ signal }) => getVariantComparison(ctx, entityIds, signal),
    staleTime: 3_600_000,
  });
}

export function useVariantComparison(entityIds: readonly number[]) {
  return useQuery(variantComparisonQuery(useApiContext(), entityIds));
}
