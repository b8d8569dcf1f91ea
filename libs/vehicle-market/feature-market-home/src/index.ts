export { marketHomeRoutes } from './market-home-routes';
export { marketHomeCatalog } from './messages';
