export { campaignsRoutes } from './campaigns-routes';
export { campaignsCatalog } from './messages';
export { CampaignTeaser, type CampaignTeaserProps } from './teaser/CampaignTeaser';
export { campaignTeaserLink } from './teaser/campaign-link';
export { campaignsSitemapSource } from './campaigns-sitemap';
