/** Everything this brand app is: its config and the shared site (server side; the browser gets the parsed config in the document). */
export { brand } from '../brand.config';
export { createRoutes } from './routes';
export { SITE_SITEMAP_SOURCES as sitemapSources } from '@carweb/site';
export { SITE_ENDPOINTS as siteEndpoints } from '@carweb/site/server';
