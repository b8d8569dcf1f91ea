export { categoryPagesRoutes } from './category-pages-routes';
export { categoryPagesCatalog } from './messages';
