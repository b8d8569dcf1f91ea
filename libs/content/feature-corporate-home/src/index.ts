export { corporateHomeRoutes } from './corporate-home-routes';
export { corporateHomeCatalog } from './messages';
