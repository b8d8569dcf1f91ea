import { queryOptions, useQuery } from '@tanstack/react-query';
import { contract, callService, useApiContext, type ApiContext } from '@carweb/api-http';

/** GET {dealerId}/dealer/sub-dealers/{subDealerSlug} */
export function getSubDealer(ctx: ApiContext, dealerId: number, subDealerSlug: string, signal?: AbortSignal) {
  return callService(ctx, 'dealer', `${dealerId}/dealer/sub-dealers/${encodeURIComponent(subDealerSlug)}`, {
    schema: contract('subDealerDetailSchema'),
    signal,
  });
}

export function subDealerQuery(ctx: ApiContext, dealerId: number, subDealerSlug: string) {
  return queryOptions({
    queryKey: ['dealer', 'sub-dealer', ctx.locale, dealerId, subDealerSlug],
    queryFn: ({ signal }) => getSubDealer(ctx, dealerId, subDealerSlug, signal),
  });
}

export function useSubDealer(dealerId: number, subDealerSlug: string) {
  return useQuery(subDealerQuery(useApiContext(), dealerId, subDealerSlug));
}
