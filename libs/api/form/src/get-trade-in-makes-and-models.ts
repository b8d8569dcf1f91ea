import { queryOptions, useQuery } from '@tanstack/react-query';
import { contract, callService, useApiContext, type ApiContext } from '@carweb/api-http';

/** GET trade-in/makes-and-models: every make and model the trade-in form offers (not only those on stock). */
export async function getTradeInMakesAndModels(ctx: ApiContext, signal?: AbortSignal) {
  const response = await callService(ctx, 'form', 'trade-in/makes-and-models', {
    schema: contract('makesAndModelsResponseSchema'),
    signal,
  });
  return response.makes;
}

export function tradeInMakesAndModelsQuery(ctx: ApiContext) {
  return queryOptions({
    queryKey: ['form', 'trade-in-makes-and-models', ctx.locale],
    queryFn: ({ signal }) => getTradeInMakesAndModels(ctx, signal),
    staleTime: 3_600_000,
  });
}

export function useTradeInMakesAndModels() {
  return useQuery(tradeInMakesAndModelsQuery(useApiContext()));
}
