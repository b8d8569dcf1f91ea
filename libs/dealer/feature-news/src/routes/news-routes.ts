import { cachedSlugSelector, INDEX_FOLLOW, lazyPage, lazyRouteCode, type PageRoute } from '@carweb/platform-routing';

const LIBRARY = '@carweb/dealer-feature-news';

/** SPEC §2 localizedSlugSelector: the news item's slug in every language, from the cached item. */
export const newsSlugSelector = cachedSlugSelector(['dealer', 'news-item']);

/** News list (newsListPage) at {base}/news. */
export const newsListRoute: PageRoute = {
  id: 'dealer-news-list',
  library: LIBRARY,
  routeKey: 'news',
  handle: { pageType: 'newsListPage', robots: INDEX_FOLLOW, navType: 'default' },
  loader: lazyRouteCode(() => import('./news-loaders').then((module) => module.loadNewsList)),
  ...lazyPage(() => import('../list-page/NewsListPage')),
};

/** News detail (newsDetailPage) at {base}/news/{slug}. */
export const newsDetailRoute: PageRoute = {
  id: 'dealer-news-detail',
  library: LIBRARY,
  routeKey: 'news',
  path: ':slug',
  handle: { pageType: 'newsDetailPage', robots: INDEX_FOLLOW, navType: 'default', localizedSlugSelector: newsSlugSelector },
  loader: lazyRouteCode(() => import('./news-loaders').then((module) => module.loadNewsDetail)),
  ...lazyPage(() => import('../detail-page/NewsDetailPage')),
};
