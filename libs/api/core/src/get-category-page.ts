import { queryOptions, useQuery } from '@tanstack/react-query';
import { contract, callService, corePath, useApiContext, type ApiContext } from '@carweb/api-http';

/** GET {core}/category-pages/{slug}: a landing page that is a preset vehicle filter. */
export function getCategoryPage(ctx: ApiContext, slug: string, signal?: AbortSignal) {
  return callService(ctx, 'core', corePath(ctx, `category-pages/${encodeURIComponent(slug)}`), {
    schema: contract('categoryPageSchema'),
    signal,
  });
}

export function categoryPageQuery(ctx: ApiContext, slug: string) {
  return queryOptions({
    queryKey: ['core', 'category-page', ctx.locale, slug],
    queryFn: ({ signal }) => getCategoryPage(ctx, slug, signal),
  });
}

export function useCategoryPage(slug: string) {
  return useQuery(categoryPageQuery(useApiContext(), slug));
}
