export { createSiteRoutes } from './create-site-routes';
export { SITE_CATALOGS } from './catalogs';
export { SITE_SITEMAP_SOURCES } from './sitemap-sources';
