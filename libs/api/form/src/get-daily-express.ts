import { queryOptions, useQuery } from '@tanstack/react-query';
import { contract, callService, useApiContext, type ApiContext } from '@carweb/api-http';

/** GET emilfrey/daily-express, query zip: whether and when Emil Frey delivers to the postcode. */
export function getDailyExpress(ctx: ApiContext, zip: string, signal?: AbortSignal) {
  return callService(ctx, 'form', 'emilfrey/daily-express', { schema: contract('dailyExpressResponseSchema'), query: { zip }, signal });
}

export function dailyExpressQuery(ctx: ApiContext, zip: string) {
  return queryOptions({
    queryKey: ['form', 'daily-express', ctx.locale, zip],
    queryFn: ({ signal }) => getDailyExpress(ctx, zip, signal),
    enabled: /^[1-9]\d{3}$/.test(zip),
  });
}

export function useDailyExpress(zip: string) {
  return useQuery(dailyExpressQuery(useApiContext(), zip));
}
