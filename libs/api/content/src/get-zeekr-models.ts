import { queryOptions, useQuery } from '@tanstack/react-query';
import { contractList, useApiContext, type ApiContext } from '@carweb/api-http';
import { CONTENT_STALE_MS, queryContentField } from './content-graphql';

const ZEEKR_MODELS_QUERY = /* GraphQL */ `
  query ZeekrModels($locale: String!, $brand: String) {
    zeekrModels(locale: $locale, brand: $brand) {
      id
      name
      slug
      tagline
      priceFrom
      rangeKm
      image
    }
  }
`;

/** GraphQL zeekrModels: the Zeekr models. */
export function getZeekrModels(ctx: ApiContext, signal?: AbortSignal) {
  return queryContentField(ctx, ZEEKR_MODELS_QUERY, 'zeekrModels', contractList('zeekrModelContentSchema'), { brand: 'zeekr' }, signal);
}

export function zeekrModelsQuery(ctx: ApiContext) {
  return queryOptions({
    queryKey: ['content', 'zeekr-models', ctx.locale],
    queryFn: ({ signal }) => getZeekrModels(ctx, signal),
    staleTime: CONTENT_STALE_MS,
  });
}

export function useZeekrModels() {
  return useQuery(zeekrModelsQuery(useApiContext()));
}
