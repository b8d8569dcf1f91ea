export { magazineRoutes, magazineRoute, magazineArticleRoute } from './magazine-routes';
export { magazineCatalog } from './messages';
