export { serviceListRoute, serviceDetailRoute } from './routes/service-routes';
export { servicesCatalog } from './messages';
export { serviceSitemapUrls } from './service-sitemap';
