import { queryOptions, useQuery } from '@tanstack/react-query';
import { contract, callService, useApiContext, type ApiContext } from '@carweb/api-http';

/** GET {dealerId}/dealer/promotions: active promotions, newest first */
export function getDealerPromotions(ctx: ApiContext, dealerId: number, signal?: AbortSignal) {
  return callService(ctx, 'dealer', `${dealerId}/dealer/promotions`, { schema: contract('promotionListSchema'), signal });
}

export function dealerPromotionsQuery(ctx: ApiContext, dealerId: number) {
  return queryOptions({
    queryKey: ['dealer', 'promotions', ctx.locale, dealerId],
    queryFn: ({ signal }) => getDealerPromotions(ctx, dealerId, signal),
  });
}

export function useDealerPromotions(dealerId: number) {
  return useQuery(dealerPromotionsQuery(useApiContext(), dealerId));
}
