import { queryOptions, useQuery } from '@tanstack/react-query';
import { contract, callService, useApiContext, type ApiContext } from '@carweb/api-http';

/** GET model/{mipsId} */
export function getModelByMipsId(ctx: ApiContext, mipsId: string, signal?: AbortSignal) {
  return callService(ctx, 'model', `model/${encodeURIComponent(mipsId)}`, { schema: contract('modelSchema'), signal });
}

export function modelByMipsIdQuery(ctx: ApiContext, mipsId: string) {
  return queryOptions({
    queryKey: ['model', 'model-by-mips-id', ctx.locale, mipsId],
    queryFn: ({ signal }) => getModelByMipsId(ctx, mipsId, signal),
    staleTime: 3_600_000,
  });
}

export function useModelByMipsId(mipsId: string) {
  return useQuery(modelByMipsIdQuery(useApiContext(), mipsId));
}
