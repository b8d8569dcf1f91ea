import { queryOptions, useQuery } from '@tanstack/react-query';
import { contract, callService, useApiContext, type ApiContext } from '@carweb/api-http';

/** GET configurator/models/{modelCode}/slim */
export function getConfiguratorModelSlim(ctx: ApiContext, modelCode: string, signal?: AbortSignal) {
  return callService(ctx, 'model', `configurator/models/${encodeURIComponent(modelCode)}/slim`, {
    schema: contract('configuratorModelSlimSchema'),
    signal,
  });
}

export function configuratorModelSlimQuery(ctx: ApiContext, modelCode: string) {
  return queryOptions({
    queryKey: ['model', 'configurator-model-slim', ctx.locale, modelCode],
    queryFn: ({ signal }) => getConfiguratorModelSlim(ctx, modelCode, signal),
    staleTime: 3_600_000,
  });
}

export function useConfiguratorModelSlim(modelCode: string) {
  return useQuery(configuratorModelSlimQuery(useApiContext(), modelCode));
}
