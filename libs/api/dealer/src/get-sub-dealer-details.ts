import { queryOptions, useQuery } from '@tanstack/react-query';
import { contract, callService, useApiContext, type ApiContext } from '@carweb/api-http';

/** GET {dealerId}/dealer/sub-dealers/detail, query subDealerIds (comma-separated; none → every sub-dealer) */
export function getSubDealerDetails(ctx: ApiContext, dealerId: number, subDealerIds: readonly number[] = [], signal?: AbortSignal) {
  return callService(ctx, 'dealer', `${dealerId}/dealer/sub-dealers/detail`, {
    schema: contract('subDealerDetailListSchema'),
    query: { subDealerIds: subDealerIds.length ? subDealerIds.join(',') : undefined },
    signal,
  });
}

export function subDealerDetailsQuery(ctx: ApiContext, dealerId: number, subDealerIds: readonly number[] = []) {
  return queryOptions({
    queryKey: ['dealer', 'sub-dealer-details', ctx.locale, dealerId, [...subDealerIds]],
    queryFn: ({ signal }) => getSubDealerDetails(ctx, dealerId, subDealerIds, signal),
  });
}

export function useSubDealerDetails(dealerId: number, subDealerIds: readonly number[] = []) {
  return useQuery(subDealerDetailsQuery(useApiContext(), dealerId, subDealerIds));
}
