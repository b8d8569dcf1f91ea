import { queryOptions, useQuery } from '@tanstack/react-query';
import { contract, callService, useApiContext, type ApiContext } from '@carweb/api-http';

/** GET configurator/models/{slug}/tech-data: technical data of every variant */
export function getTechData(ctx: ApiContext, slug: string, signal?: AbortSignal) {
  return callService(ctx, 'model', `configurator/models/${encodeURIComponent(slug)}/tech-data`, {
    schema: contract('techDataResponseSchema'),
    signal,
  });
}

export function techDataQuery(ctx: ApiContext, slug: string) {
  return queryOptions({
    queryKey: ['model', 'tech-data', ctx.locale, slug],
    queryFn: ({ signal }) => getTechData(ctx, slug, signal),
    staleTime: 3_600_000,
  });
}

export function useTechData(slug: string) {
  return useQuery(techDataQuery(useApiContext(), slug));
}
