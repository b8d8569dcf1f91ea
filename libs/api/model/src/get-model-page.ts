import { queryOptions, useQuery } from '@tanstack/react-query';
import { contract, callService, useApiContext, type ApiContext } from '@carweb/api-http';

/** GET model/model-page/{slug} (with wholesaler) */
export function getModelPage(ctx: ApiContext, slug: string, signal?: AbortSignal) {
  return callService(ctx, 'model', `model/model-page/${encodeURIComponent(slug)}`, {
    schema: contract('modelPageSchema'),
    query: { wholesaler: ctx.wholesaler },
    signal,
  });
}

export function modelPageQuery(ctx: ApiContext, slug: string) {
  return queryOptions({
    queryKey: ['model', 'model-page', ctx.locale, ctx.wholesaler, slug],
    queryFn: ({ signal }) => getModelPage(ctx, slug, signal),
    staleTime: 3_600_000,
  });
}

export function useModelPage(slug: string) {
  return useQuery(modelPageQuery(useApiContext(), slug));
}
