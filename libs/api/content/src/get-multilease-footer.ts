import { queryOptions, useQuery } from '@tanstack/react-query';
import { contractNullable, useApiContext, type ApiContext } from '@carweb/api-http';
import { CONTENT_STALE_MS, queryContentField } from './content-graphql';

const MULTILEASE_FOOTER_QUERY = /* GraphQL */ `
  query MultileaseFooter($locale: String!, $brand: String) {
    multileaseFooter(locale: $locale, brand: $brand) {
      linkItems {
        title
        links {
          label
          url
        }
      }
      social {
        type
        url
      }
      legalLinks {
        label
        url
      }
      copyrightText
      footnote
      contactItems {
        type
        label
        value
        url
      }
    }
  }
`;

/** GraphQL multileaseFooter: the Multilease footer. */
export function getMultileaseFooter(ctx: ApiContext, signal?: AbortSignal) {
  return queryContentField(
    ctx,
    MULTILEASE_FOOTER_QUERY,
    'multileaseFooter',
    contractNullable('footerContentSchema'),
    { brand: 'multilease' },
    signal,
  );
}

export function multileaseFooterQuery(ctx: ApiContext) {
  return queryOptions({
    queryKey: ['content', 'multilease-footer', ctx.locale],
    queryFn: ({ signal }) => getMultileaseFooter(ctx, signal),
    staleTime: CONTENT_STALE_MS,
  });
}

export function useMultileaseFooter() {
  return useQuery(multileaseFooterQuery(useApiContext()));
}
