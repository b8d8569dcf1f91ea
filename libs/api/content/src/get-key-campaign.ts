import { queryOptions, useQuery } from '@tanstack/react-query';
import { contractNullable, useApiContext, type ApiContext } from '@carweb/api-http';
import { CAMPAIGN_AND_NEWS_PAGE_FRAGMENT } from './campaign-and-news-fragment';
import { CONTENT_STALE_MS, queryContentField } from './content-graphql';

const KEY_CAMPAIGN_QUERY = /* GraphQL */ `
  query KeyCampaign($locale: String!, $brand: String, $dealerId: Int, $limit: Int) {
    keyCampaign(locale: $locale, brand: $brand, dealerId: $dealerId, limit: $limit) {
      ...CampaignAndNewsPageFields
    }
  }
  ${CAMPAIGN_AND_NEWS_PAGE_FRAGMENT}
`;

/** GraphQL keyCampaign: the one key campaign. */
export function getKeyCampaign(ctx: ApiContext, dealerId?: number, signal?: AbortSignal) {
  return queryContentField(
    ctx,
    KEY_CAMPAIGN_QUERY,
    'keyCampaign',
    contractNullable('campaignAndNewsPageSchema'),
    { dealerId, limit: 1 },
    signal,
  );
}

export function keyCampaignQuery(ctx: ApiContext, dealerId?: number) {
  return queryOptions({
    queryKey: ['content', 'key-campaign', ctx.locale, ctx.wholesaler, dealerId ?? null],
    queryFn: ({ signal }) => getKeyCampaign(ctx, dealerId, signal),
    staleTime: CONTENT_STALE_MS,
  });
}

export function useKeyCampaign(dealerId?: number) {
  return useQuery(keyCampaignQuery(useApiContext(), dealerId));
}
