import { queryOptions, useQuery } from '@tanstack/react-query';
import { contract, callService, useApiContext, type ApiContext } from '@carweb/api-http';

/** GET configurator/compare, query models (slugs, comma-separated) */
export function getModelComparison(ctx: ApiContext, modelSlugs: readonly string[], signal?: AbortSignal) {
  return callService(ctx, 'model', 'configurator/compare', {
    schema: contract('modelCompareResponseSchema'),
    query: { models: modelSlugs.join(',') },
    signal,
  });
}

export function modelComparisonQuery(ctx: ApiContext, modelSlugs: readonly string[]) {
  return queryOptions({
    queryKey: ['model', 'model-comparison', ctx.locale, [...modelSlugs]],
    queryFn: ({ signal }) => getModelComparison(ctx, modelSlugs, signal),
    staleTime: 3_600_000,
  });
}

export function useModelComparison(modelSlugs: readonly string[]) {
  return useQuery(modelComparisonQuery(useApiContext(), modelSlugs));
}
