export { isDealerLandingPage, isLive, listedCampaignsAndNews, type ListingRuleOptions } from './listing-rules';
export {
  HOME_CAMPAIGNS,
  listedContentQuery,
  listedKeyCampaignQuery,
  type ContentCategory,
  type ListedContentOptions,
} from './campaign-and-news-queries';
export { contentByPathQuery, contentPathOf, contentSlugSelector } from './content-by-path';
export { contentItemLink, type ContentLink } from './content-links';
