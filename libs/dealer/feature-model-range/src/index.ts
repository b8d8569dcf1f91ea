export { modelRangeRoute } from './model-range-route';
export { modelRangeCatalog } from './messages';
export { modelRangeSitemapUrls } from './model-range-sitemap';
