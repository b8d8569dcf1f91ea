export { campaignsRoutes } from './campaigns-routes';
export { campaignsCatalog } from './messages';
