import { queryOptions, useQuery } from '@tanstack/react-query';
import { contract, callService, useApiContext, type ApiContext } from '@carweb/api-http';

/** GET brand-world/models (query onlyToolsModels=1 when set): the model range of the wholesaler */
export function getModelRange(ctx: ApiContext, onlyToolsModels = false, signal?: AbortSignal) {
  return callService(ctx, 'model', 'brand-world/models', {
    schema: contract('modelRangeResponseSchema'),
    query: { wholesaler: ctx.wholesaler, onlyToolsModels: onlyToolsModels ? 1 : undefined },
    signal,
  });
}

export function modelRangeQuery(ctx: ApiContext, onlyToolsModels = false) {
  return queryOptions({
    queryKey: ['model', 'model-range', ctx.locale, ctx.wholesaler, onlyToolsModels],
    queryFn: ({ signal }) => getModelRange(ctx, onlyToolsModels, signal),
    staleTime: 3_600_000,
  });
}

export function useModelRange(onlyToolsModels = false) {
  return useQuery(modelRangeQuery(useApiContext(), onlyToolsModels));
}
