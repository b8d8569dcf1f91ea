import { queryOptions, useQuery } from '@tanstack/react-query';
import { contractList, useApiContext, type ApiContext } from '@carweb/api-http';
import { CONTENT_STALE_MS, queryContentField } from './content-graphql';

const MODEL_CATEGORIES_QUERY = /* GraphQL */ `
  query ModelCategories($locale: String!, $brand: String) {
    modelCategories(locale: $locale, brand: $brand) {
      id
      name
      order
      modelSlugs
    }
  }
`;

/** GraphQL modelCategories: the model categories of the brand. */
export function getModelCategories(ctx: ApiContext, signal?: AbortSignal) {
  return queryContentField(ctx, MODEL_CATEGORIES_QUERY, 'modelCategories', contractList('modelCategoryContentSchema'), {}, signal);
}

export function modelCategoriesQuery(ctx: ApiContext) {
  return queryOptions({
    queryKey: ['content', 'model-categories', ctx.locale, ctx.wholesaler],
    queryFn: ({ signal }) => getModelCategories(ctx, signal),
    staleTime: CONTENT_STALE_MS,
  });
}

export function useModelCategories() {
  return useQuery(modelCategoriesQuery(useApiContext()));
}
