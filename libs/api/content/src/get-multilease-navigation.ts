import { queryOptions, useQuery } from '@tanstack/react-query';
import { contractNullable, useApiContext, type ApiContext } from '@carweb/api-http';
import { CONTENT_STALE_MS, queryContentField } from './content-graphql';

const MULTILEASE_NAVIGATION_QUERY = /* GraphQL */ `
  query MultileaseNavigation($locale: String!, $brand: String) {
    multileaseNavigation(locale: $locale, brand: $brand) {
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

/** GraphQL multileaseNavigation: the Multilease navigation. */
export function getMultileaseNavigation(ctx: ApiContext, signal?: AbortSignal) {
  return queryContentField(
    ctx,
    MULTILEASE_NAVIGATION_QUERY,
    'multileaseNavigation',
    contractNullable('navigationContentSchema'),
    { brand: 'multilease' },
    signal,
  );
}

export function multileaseNavigationQuery(ctx: ApiContext) {
  return queryOptions({
    queryKey: ['content', 'multilease-navigation', ctx.locale],
    queryFn: ({ signal }) => getMultileaseNavigation(ctx, signal),
    staleTime: CONTENT_STALE_MS,
  });
}

export function useMultileaseNavigation() {
  return useQuery(multileaseNavigationQuery(useApiContext()));
}
