import { queryOptions, useQuery } from '@tanstack/react-query';
import { contractNullable, useApiContext, type ApiContext } from '@carweb/api-http';
import { CONTENT_STALE_MS, queryContentField } from './content-graphql';

const FOOTER_CONTENT_QUERY = /* GraphQL */ `
  query Footer($locale: String!, $brand: String, $dealerId: Int) {
    footer(locale: $locale, brand: $brand, dealerId: $dealerId) {
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

/** GraphQL footer: the footer of the brand. */
export function getFooterContent(ctx: ApiContext, dealerId?: number, signal?: AbortSignal) {
  return queryContentField(ctx, FOOTER_CONTENT_QUERY, 'footer', contractNullable('footerContentSchema'), { dealerId }, signal);
}

export function footerContentQuery(ctx: ApiContext, dealerId?: number) {
  return queryOptions({
    queryKey: ['content', 'footer-content', ctx.locale, ctx.wholesaler, dealerId ?? null],
    queryFn: ({ signal }) => getFooterContent(ctx, dealerId, signal),
    staleTime: CONTENT_STALE_MS,
  });
}

export function useFooterContent(dealerId?: number) {
  return useQuery(footerContentQuery(useApiContext(), dealerId));
}
