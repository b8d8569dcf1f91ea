/** The routes of this brand app: the shared site, built from the brand config. */
export { createSiteRoutes as createRoutes } from '@carweb/site';
