export { configuratorListRoute, configuratorRoute, siteConfiguratorRoute, modelCompareRoute, siteModelCompareRoute } from './routes';
export { configuratorCatalog } from './messages';
export { configuratorSitemapUrls, configuratorSiteSitemapSource } from './configurator-sitemap';
