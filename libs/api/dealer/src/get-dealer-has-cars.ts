import { queryOptions, useQuery } from '@tanstack/react-query';
import { contract, callService, useApiContext, type ApiContext } from '@carweb/api-http';

/** GET {dealerId}/dealer/has-cars */
export function getDealerHasCars(ctx: ApiContext, dealerId: number, signal?: AbortSignal) {
  return callService(ctx, 'dealer', `${dealerId}/dealer/has-cars`, { schema: contract('hasCarsResponseSchema'), signal });
}

export function dealerHasCarsQuery(ctx: ApiContext, dealerId: number) {
  return queryOptions({
    queryKey: ['dealer', 'has-cars', ctx.locale, dealerId],
    queryFn: ({ signal }) => getDealerHasCars(ctx, dealerId, signal),
  });
}

export function useDealerHasCars(dealerId: number) {
  return useQuery(dealerHasCarsQuery(useApiContext(), dealerId));
}
