export { isDealerLandingPage, isLive, listedCampaignsAndNews, type ListingRuleOptions } from './listing-rules';
export {
  HOME_CAMPAIGNS,
  listedContentQuery,
  listedKeyCampaignQuery,
  type ContentCategory,
  type ListedContentOptions,
} from './campaign-and-news-queries';
export { contentByPathQuery, contentPathOf } from './content-by-path';
export { CONTENT_BY_PATH_KEY, contentSlugSelector } from './content-slug-selector';
export { contentItemLink, type ContentLink } from './content-links';
