import { queryOptions, useQuery } from '@tanstack/react-query';
import { contractNullable, useApiContext, type ApiContext } from '@carweb/api-http';
import { CONTENT_STALE_MS, queryContentField } from './content-graphql';

const NAVIGATION_CONTENT_QUERY = /* GraphQL */ `
  query Navigation($locale: String!, $brand: String, $dealerId: Int) {
    navigation(locale: $locale, brand: $brand, dealerId: $dealerId) {
      navItems {
        label
        url
        children {
          label
          url
        }
      }
      ctaList {
        label
        url
        icon
      }
      vehicleMarketLinks {
        label
        url
      }
    }
  }
`;

/** GraphQL navigation: the main navigation of the brand. */
export function getNavigationContent(ctx: ApiContext, dealerId?: number, signal?: AbortSignal) {
  return queryContentField(ctx, NAVIGATION_CONTENT_QUERY, 'navigation', contractNullable('navigationContentSchema'), { dealerId }, signal);
}

export function navigationContentQuery(ctx: ApiContext, dealerId?: number) {
  return queryOptions({
    queryKey: ['content', 'navigation-content', ctx.locale, ctx.wholesaler, dealerId ?? null],
    queryFn: ({ signal }) => getNavigationContent(ctx, dealerId, signal),
    staleTime: CONTENT_STALE_MS,
  });
}

export function useNavigationContent(dealerId?: number) {
  return useQuery(navigationContentQuery(useApiContext(), dealerId));
}
