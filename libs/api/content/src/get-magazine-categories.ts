import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { magazineCategorySchema } from '@carweb/api-contracts';
import { useApiContext, type ApiContext } from '@carweb/api-http';
import { CONTENT_STALE_MS, queryContentField } from './content-graphql';

const MAGAZINE_CATEGORIES_QUERY = /* GraphQL */ `
  query MagazineCategories($locale: String!, $brand: String) {
    magazineCategories(locale: $locale, brand: $brand) { id name slug }
  }
`;

/** GraphQL magazineCategories: the customer magazine categories. */
export function getMagazineCategories(ctx: ApiContext, signal?: AbortSignal) {
  return queryContentField(
    ctx,
    MAGAZINE_CATEGORIES_QUERY,
    'magazineCategories',
    z.array(magazineCategorySchema),
    {},
    signal,
  );
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
