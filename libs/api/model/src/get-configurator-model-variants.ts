import { queryOptions, useQuery } from '@tanstack/react-query';
import { contract, callService, useApiContext, type ApiContext } from '@carweb/api-http';

/** GET configurator/models/{modelCode}/slimAllVariants: the model with every variant (entity) */
export function getConfiguratorModelVariants(ctx: ApiContext, modelCode: string, signal?: AbortSignal) {
  return callService(ctx, 'model', `configurator/models/${encodeURIComponent(modelCode)}/slimAllVariants`, {
    schema: contract('configuratorModelSlimAllVariantsSchema'),
    signal,
  });
}

export function configuratorModelVariantsQuery(ctx: ApiContext, modelCode: string) {
  return queryOptions({
    queryKey: ['model', 'configurator-model-variants', ctx.locale, modelCode],
    queryFn: ({ signal }) => getConfiguratorModelVariants(ctx, modelCode, signal),
    staleTime: 3_600_000,
  });
}

export function useConfiguratorModelVariants(modelCode: string) {
  return useQuery(configuratorModelVariantsQuery(useApiContext(), modelCode));
}
