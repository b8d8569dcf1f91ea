export { categoryPageRoute, categoryPagesRoutes } from './category-pages-routes';
export { categoryPagesCatalog } from './messages';
export { categoryPagePath } from './category-filter';
export { categoryPageSitemapUrls, categoryPagesSitemapSource } from './category-sitemap';
