import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { contract, callService, useApiContext, type ApiContext } from '@carweb/api-http';

export type DealerListFilter = 'all' | 'tradein';

/** GET dealer-list/min, query filter */
export function getMinimalDealerList(ctx: ApiContext, filter: DealerListFilter = 'all', signal?: AbortSignal) {
  return callService(ctx, 'dealer', 'dealer-list/min', {
    schema: contract('minimalDealerListSchema'),
    query: { filter, wholesaler: ctx.wholesaler },
    signal,
  });
}

export function minimalDealerListQuery(ctx: ApiContext, filter: DealerListFilter = 'all') {
  return queryOptions({
    queryKey: ['dealer', 'dealer-list-min', ctx.locale, filter],
    queryFn: ({ signal }) => getMinimalDealerList(ctx, filter, signal),
  });
}

export function useMinimalDealerList(filter: DealerListFilter = 'all') {
  return useSuspenseQuery(minimalDealerListQuery(useApiContext(), filter));
}
