export { newsListRoute, newsDetailRoute } from './routes/news-routes';
export { newsCatalog } from './messages';
export { HOME_NEWS_LIMIT, LatestNews } from './teasers/LatestNews';
export { newsSitemapUrls } from './news-sitemap';
