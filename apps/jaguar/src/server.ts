import { startBrandServer } from '@carweb/platform-ssr/server';
import { brand, createRoutes, siteEndpoints, sitemapSources } from './app';

startBrandServer(brand, createRoutes, import.meta.url, sitemapSources, siteEndpoints);
