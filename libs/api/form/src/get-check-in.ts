import { queryOptions, useQuery } from '@tanstack/react-query';
import { contract, callService, useApiContext, type ApiContext } from '@carweb/api-http';

/** GET check-in/{hash}: the workshop appointment a service lead created. */
export function getCheckIn(ctx: ApiContext, hash: string, signal?: AbortSignal) {
  return callService(ctx, 'form', `check-in/${encodeURIComponent(hash)}`, { schema: contract('checkInSchema'), signal });
}

export function checkInQuery(ctx: ApiContext, hash: string) {
  return queryOptions({
    queryKey: ['form', 'check-in', ctx.locale, hash],
    queryFn: ({ signal }) => getCheckIn(ctx, hash, signal),
  });
}

export function useCheckIn(hash: string) {
  return useQuery(checkInQuery(useApiContext(), hash));
}
