import { queryOptions, useQuery } from '@tanstack/react-query';
import { contract, callService, useApiContext, type ApiContext } from '@carweb/api-http';

/** GET configurator/models: the configurable models (optionally of one brand) */
export function getConfiguratorModels(ctx: ApiContext, brand?: string, signal?: AbortSignal) {
  return callService(ctx, 'model', 'configurator/models', {
    schema: contract('configuratorModelsResponseSchema'),
    query: { brand },
    signal,
  });
}

export function configuratorModelsQuery(ctx: ApiContext, brand?: string) {
  return queryOptions({
    queryKey: ['model', 'configurator-models', ctx.locale, brand],
    queryFn: ({ signal }) => getConfiguratorModels(ctx, brand, signal),
    staleTime: 3_600_000,
  });
}

export function useConfiguratorModels(brand?: string) {
  return useQuery(configuratorModelsQuery(useApiContext(), brand));
}
