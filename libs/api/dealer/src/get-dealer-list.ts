import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DealerServiceFilter, TradeInFilter } from '@carweb/api-contracts';
import { contract, callService, useApiContext, type ApiContext } from '@carweb/api-http';

export interface DealerListQuery {
  filter?: TradeInFilter;
  dealerServiceType?: DealerServiceFilter;
  /** name, zip or city */
  search?: string;
  /** with lat/lon the dealers carry their distance and come nearest first */
  lat?: number;
  lon?: number;
  radius?: number;
  /** default: the wholesaler of the context */
  wholesaler?: string;
}

/** GET dealer-list, query filter, dealerServiceType (plus wholesaler, search, lat/lon/radius) */
export function getDealerList(ctx: ApiContext, query: DealerListQuery = {}, signal?: AbortSignal) {
  return callService(ctx, 'dealer', 'dealer-list', {
    schema: contract('dealerListSchema'),
    query: { wholesaler: ctx.wholesaler, ...query },
    signal,
  });
}

export function dealerListQuery(ctx: ApiContext, query: DealerListQuery = {}) {
  return queryOptions({
    queryKey: ['dealer', 'dealer-list', ctx.locale, ctx.wholesaler, query],
    queryFn: ({ signal }) => getDealerList(ctx, query, signal),
  });
}

export function useDealerList(query: DealerListQuery = {}) {
  return useQuery(dealerListQuery(useApiContext(), query));
}
