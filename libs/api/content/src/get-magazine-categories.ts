import { queryOptions, useQuery } from '@tanstack/react-query';
import { contractList, useApiContext, type ApiContext } from '@carweb/api-http';
import { CONTENT_STALE_MS, queryContentField } from './content-graphql';

const MAGAZINE_CATEGORIES_QUERY = /* GraphQL */ `
  query MagazineCategories($locale: String!, $brand: String) {
    magazineCategories(locale: $locale, brand: $brand) {
      id
      name
      slug
    }
  }
`;

/** GraphQL magazineCategories: the customer magazine categories. */
export function getMagazineCategories(ctx: ApiContext, signal?: AbortSignal) {
  return queryContentField(ctx, MAGAZINE_CATEGORIES_QUERY, 'magazineCategories', contractList('magazineCategorySchema'), {}, signal);
}

export function magazineCategoriesQuery(ctx: ApiContext) {
  return queryOptions({
    queryKey: ['content', 'magazine-categories', ctx.locale, ctx.wholesaler],
    queryFn: ({ signal }) => getMagazineCategories(ctx, signal),
    staleTime: CONTENT_STALE_MS,
  });
}

export function useMagazineCategories() {
  return useQuery(magazineCategoriesQuery(useApiContext()));
}
