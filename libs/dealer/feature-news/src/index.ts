export { newsListRoute, newsDetailRoute } from './routes/news-routes';
export { newsCatalog } from './messages';
