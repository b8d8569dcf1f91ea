import { queryOptions, useQuery } from '@tanstack/react-query';
import { contract, callService, useApiContext, type ApiContext } from '@carweb/api-http';

/** GET {dealerId}/dealer/about-us/{subDealerId?}: the dealer's page, or a sub-dealer's when given. */
export function getAboutUs(ctx: ApiContext, dealerId: number, subDealerId?: number, signal?: AbortSignal) {
  const path = subDealerId === undefined ? `${dealerId}/dealer/about-us` : `${dealerId}/dealer/about-us/${subDealerId}`;
  return callService(ctx, 'dealer', path, { schema: contract('aboutUsSchema'), signal });
}

export function aboutUsQuery(ctx: ApiContext, dealerId: number, subDealerId?: number) {
  return queryOptions({
    queryKey: ['dealer', 'about-us', ctx.locale, dealerId, subDealerId ?? null],
    queryFn: ({ signal }) => getAboutUs(ctx, dealerId, subDealerId, signal),
  });
}

export function useAboutUs(dealerId: number, subDealerId?: number) {
  return useQuery(aboutUsQuery(useApiContext(), dealerId, subDealerId));
}
