export { magazineRoutes } from './magazine-routes';
export { magazineCatalog } from './messages';
