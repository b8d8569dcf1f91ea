import { queryOptions, useQuery } from '@tanstack/react-query';
import { contract, callService, useApiContext, type ApiContext } from '@carweb/api-http';

/** GET {dealerId}/dealer/promotion/{slug}: 404 when unknown or expired */
export function getDealerPromotion(ctx: ApiContext, dealerId: number, slug: string, signal?: AbortSignal) {
  return callService(ctx, 'dealer', `${dealerId}/dealer/promotion/${encodeURIComponent(slug)}`, {
    schema: contract('promotionSchema'),
    signal,
  });
}

export function dealerPromotionQuery(ctx: ApiContext, dealerId: number, slug: string) {
  return queryOptions({
    queryKey: ['dealer', 'promotion', ctx.locale, dealerId, slug],
    queryFn: ({ signal }) => getDealerPromotion(ctx, dealerId, slug, signal),
  });
}

export function useDealerPromotion(dealerId: number, slug: string) {
  return useQuery(dealerPromotionQuery(useApiContext(), dealerId, slug));
}
