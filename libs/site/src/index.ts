export { createSiteRoutes } from './create-site-routes';
export { SITE_CATALOGS } from './catalogs';
export { registerSitemapSources } from './sitemap-sources';
