import { queryOptions, useQuery } from '@tanstack/react-query';
import { contractList, useApiContext, type ApiContext } from '@carweb/api-http';
import { CAMPAIGN_AND_NEWS_PAGE_FRAGMENT } from './campaign-and-news-fragment';
import { CONTENT_STALE_MS, queryContentField } from './content-graphql';

/** SPEC §9: the dealer home shows 4 campaign teasers. */
export const HOME_CAMPAIGN_LIMIT = 4;

export interface CampaignListOptions {
  dealerId?: number;
  limit?: number;
  /** null: every brand's campaigns; absent: the wholesaler's */
  brand?: string | null;
}

const CAMPAIGNS_QUERY = /* GraphQL */ `
  query Campaigns($locale: String!, $brand: String, $dealerId: Int, $limit: Int) {
    campaigns(locale: $locale, brand: $brand, dealerId: $dealerId, limit: $limit) {
      ...CampaignAndNewsPageFields
    }
  }
  ${CAMPAIGN_AND_NEWS_PAGE_FRAGMENT}
`;

/** GraphQL campaigns: campaigns, newest first (the dealer home shows 4). */
export function getCampaigns(ctx: ApiContext, { limit = HOME_CAMPAIGN_LIMIT, ...options }: CampaignListOptions = {}, signal?: AbortSignal) {
  return queryContentField(ctx, CAMPAIGNS_QUERY, 'campaigns', contractList('campaignAndNewsPageSchema'), { ...options, limit }, signal);
}

export function campaignsQuery(ctx: ApiContext, options: CampaignListOptions = {}) {
  return queryOptions({
    queryKey: ['content', 'campaigns', ctx.locale, ctx.wholesaler, options],
    queryFn: ({ signal }) => getCampaigns(ctx, options, signal),
    staleTime: CONTENT_STALE_MS,
  });
}

export function useCampaigns(options: CampaignListOptions = {}) {
  return useQuery(campaignsQuery(useApiContext(), options));
}
