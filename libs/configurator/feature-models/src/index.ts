export { modelDetailRoute, modelListRoute, siteModelDetailRoute } from './model-routes';
export { brandPageRoute, brandsRoute } from './brand-world/brand-world-routes';
export { modelsCatalog } from './messages';
export { brandWorldSitemapSource, modelSitemapSource } from './model-sitemap';
