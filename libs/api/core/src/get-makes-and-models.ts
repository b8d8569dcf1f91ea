import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VehicleFilter } from '@carweb/api-contracts';
import { contract, callService, corePath, useApiContext, type ApiContext } from '@carweb/api-http';

/** GET {core}/filter/makes-and-models, query filter (JSON) */
export function getMakesAndModels(ctx: ApiContext, filter: VehicleFilter = {}, signal?: AbortSignal) {
  return callService(ctx, 'core', corePath(ctx, 'filter/makes-and-models'), {
    schema: contract('makesAndModelsResponseSchema'),
    query: { filter },
    signal,
  });
}

export function makesAndModelsQuery(ctx: ApiContext, filter: VehicleFilter = {}) {
  return queryOptions({
    queryKey: ['core', 'makes-and-models', ctx.locale, filter],
    queryFn: ({ signal }) => getMakesAndModels(ctx, filter, signal),
  });
}

export function useMakesAndModels(filter: VehicleFilter = {}) {
  return useQuery(makesAndModelsQuery(useApiContext(), filter));
}
