import { queryOptions, useQuery } from '@tanstack/react-query';
import { contract, callService, useApiContext, type ApiContext } from '@carweb/api-http';

/** GET configurator/entities/{entityId}/slim */
export function getConfiguratorEntitySlim(ctx: ApiContext, entityId: number, signal?: AbortSignal) {
  return callService(ctx, 'model', `configurator/entities/${entityId}/slim`, { schema: contract('configuratorEntitySlimSchema'), signal });
}

export function configuratorEntitySlimQuery(ctx: ApiContext, entityId: number) {
  return queryOptions({
    queryKey: ['model', 'configurator-entity-slim', ctx.locale, entityId],
    queryFn: ({ signal }) => getConfiguratorEntitySlim(ctx, entityId, signal),
    staleTime: 3_600_000,
  });
}

export function useConfiguratorEntitySlim(entityId: number) {
  return useQuery(configuratorEntitySlimQuery(useApiContext(), entityId));
}
