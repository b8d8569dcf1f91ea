import { queryOptions, useQuery } from '@tanstack/react-query';
import { contract, callService, useApiContext, type ApiContext } from '@carweb/api-http';

/** GET internal-ip: whether the visitor comes from an internal address (tracking flags it 1 or 0). */
export async function getInternalIp(ctx: ApiContext, signal?: AbortSignal) {
  const response = await callService(ctx, 'base', 'internal-ip', { schema: contract('internalIpResponseSchema'), signal });
  return response.internal;
}

export function internalIpQuery(ctx: ApiContext) {
  return queryOptions({
    queryKey: ['base', 'internal-ip'],
    queryFn: ({ signal }) => getInternalIp(ctx, signal),
    staleTime: Infinity,
  });
}

export function useInternalIp() {
  return useQuery(internalIpQuery(useApiContext()));
}
