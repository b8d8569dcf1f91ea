import { INDEX_FOLLOW, lazyPage, type PageRoute } from '@carweb/platform-routing';
import { loadNewsDetail, loadNewsList, newsSlugSelector } from './news-loaders';

const LIBRARY = '@carweb/dealer-feature-news';

const listPage = lazyPage(() => import('../list-page/NewsListPage'));
const detailPage = lazyPage(() => import('../detail-page/NewsDetailPage'));

/** News list (newsListPage) at {base}/news. */
export const newsListRoute: PageRoute = {
  id: 'dealer-news-list',
  library: LIBRARY,
  routeKey: 'news',
  handle: { pageType: 'newsListPage', robots: INDEX_FOLLOW, navType: 'default' },
  loader: (args) => loadNewsList(args, listPage.preload),
  Component: listPage.Component,
};

/** News detail (newsDetailPage) at {base}/news/{slug}. */
export const newsDetailRoute: PageRoute = {
  id: 'dealer-news-detail',
  library: LIBRARY,
  routeKey: 'news',
  path: ':slug',
  handle: { pageType: 'newsDetailPage', robots: INDEX_FOLLOW, navType: 'default', localizedSlugSelector: newsSlugSelector },
  loader: (args) => loadNewsDetail(args, detailPage.preload),
  Component: detailPage.Component,
};
