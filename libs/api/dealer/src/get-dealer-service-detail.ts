import { queryOptions, useQuery } from '@tanstack/react-query';
import { contract, callService, useApiContext, type ApiContext } from '@carweb/api-http';

/** GET {dealerId}/dealer/service-detail/{serviceSlug} */
export function getDealerServiceDetail(ctx: ApiContext, dealerId: number, serviceSlug: string, signal?: AbortSignal) {
  return callService(ctx, 'dealer', `${dealerId}/dealer/service-detail/${encodeURIComponent(serviceSlug)}`, {
    schema: contract('dealerServiceDetailSchema'),
    signal,
  });
}

export function dealerServiceDetailQuery(ctx: ApiContext, dealerId: number, serviceSlug: string) {
  return queryOptions({
    queryKey: ['dealer', 'service-detail', ctx.locale, dealerId, serviceSlug],
    queryFn: ({ signal }) => getDealerServiceDetail(ctx, dealerId, serviceSlug, signal),
  });
}

export function useDealerServiceDetail(dealerId: number, serviceSlug: string) {
  return useQuery(dealerServiceDetailQuery(useApiContext(), dealerId, serviceSlug));
}
