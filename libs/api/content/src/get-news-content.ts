import { queryOptions, useQuery } from '@tanstack/react-query';
import { contractList, useApiContext, type ApiContext } from '@carweb/api-http';
import { CAMPAIGN_AND_NEWS_PAGE_FRAGMENT } from './campaign-and-news-fragment';
import { CONTENT_STALE_MS, queryContentField } from './content-graphql';

export interface NewsListOptions {
  dealerId?: number;
  limit?: number;
  offset?: number;
  /** null: every brand's news; absent: the wholesaler's */
  brand?: string | null;
}

const NEWS_CONTENT_QUERY = /* GraphQL */ `
  query News($locale: String!, $brand: String, $dealerId: Int, $limit: Int, $offset: Int) {
    news(locale: $locale, brand: $brand, dealerId: $dealerId, limit: $limit, offset: $offset) {
      ...CampaignAndNewsPageFields
    }
  }
  ${CAMPAIGN_AND_NEWS_PAGE_FRAGMENT}
`;

/** GraphQL news: news, newest first. */
export function getNewsContent(ctx: ApiContext, options: NewsListOptions = {}, signal?: AbortSignal) {
  return queryContentField(ctx, NEWS_CONTENT_QUERY, 'news', contractList('campaignAndNewsPageSchema'), { ...options }, signal);
}

export function newsContentQuery(ctx: ApiContext, options: NewsListOptions = {}) {
  return queryOptions({
    queryKey: ['content', 'news-content', ctx.locale, ctx.wholesaler, options],
    queryFn: ({ signal }) => getNewsContent(ctx, options, signal),
    staleTime: CONTENT_STALE_MS,
  });
}

export function useNewsContent(options: NewsListOptions = {}) {
  return useQuery(newsContentQuery(useApiContext(), options));
}
