/** Everything this brand app is: its config and the shared site. */
export { brand } from '../brand.config';
export { createSiteRoutes as createRoutes } from '@carweb/site';
