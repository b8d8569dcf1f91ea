import { queryOptions } from '@tanstack/react-query';
import type { CampaignAndNewsPage } from '@carweb/api-contracts';
import { CONTENT_GET_ALL_LIMIT, CONTENT_STALE_MS, getCampaigns, getKeyCampaign, getNewsContent } from '@carweb/api-content';
import type { ApiContext } from '@carweb/api-http';
import type { BrandConfig } from '@carweb/shared-util-brand';
import { listedCampaignsAndNews } from './listing-rules';

export type ContentCategory = CampaignAndNewsPage['category'];

/** SPEC §9: the corporate home shows 4 campaigns and 1 key campaign. */
export const HOME_CAMPAIGNS = 4;

type BrandRule = Pick<BrandConfig, 'id' | 'contentBrandFilter'>;

export interface ListedContentOptions {
  category: ContentCategory;
  /** how many to show; absent: all the service gives for a listing without limit (SPEC §9: 30) */
  limit?: number;
}

const ruleOptions = (api: ApiContext, brand: BrandRule) => ({
  now: new Date(),
  brand: brand.contentBrandFilter ? brand.id : undefined,
  preview: Boolean(api.contentPreview),
});

/**
 * Campaigns or news of the brand as its lists show them (SPEC §7): the GraphQL query for up to 30, then the listing
 * rules (no hidden items, dealer landing pages or depublished items; newest first; the brand's own if it asks), then
 * the first `limit`. Asking for all and cutting after the rules keeps a list full when the service sends items the
 * rules leave out. Cached for an hour (SPEC §9).
 */
export function listedContentQuery(api: ApiContext, brand: BrandRule, { category, limit }: ListedContentOptions) {
  return queryOptions({
    queryKey: ['content', 'listed', category, api.locale, api.wholesaler, brand.contentBrandFilter ? brand.id : null, limit ?? null],
    queryFn: async ({ signal }) => {
      const get = category === 'campaign' ? getCampaigns : getNewsContent;
      const items = await get(api, { limit: CONTENT_GET_ALL_LIMIT }, signal);
      return listedCampaignsAndNews(items, ruleOptions(api, brand)).slice(0, limit ?? CONTENT_GET_ALL_LIMIT);
    },
    staleTime: CONTENT_STALE_MS,
  });
}

/** The key campaign (SPEC §9: 1), null when there is none or the listing rules leave it out. */
export function listedKeyCampaignQuery(api: ApiContext, brand: BrandRule) {
  return queryOptions({
    queryKey: ['content', 'listed-key-campaign', api.locale, api.wholesaler, brand.contentBrandFilter ? brand.id : null],
    queryFn: async ({ signal }) => {
      const item = await getKeyCampaign(api, undefined, signal);
      return (item && listedCampaignsAndNews([item], ruleOptions(api, brand))[0]) ?? null;
    },
    staleTime: CONTENT_STALE_MS,
  });
}
