import { contentSlugSelector } from '@carweb/content-data-access';
import { INDEX_FOLLOW, lazyPage, lazyRouteCode, type PageRoute } from '@carweb/platform-routing';
import { withPageSeo } from '@carweb/platform-seo';

const LIBRARY = '@carweb/content-feature-campaigns';
const listPage = lazyPage(() => import('./list-page/ContentListPage'));
const contentPage = lazyPage(() => import('./content-page/ContentPage'));

/** /{lang}/aktionen (fr actions, it promozioni, en offers, sl akcije): the brand's campaigns (campaignAndNewsListPage). */
export const campaignListRoute: PageRoute = withPageSeo({
  id: 'campaign-list',
  library: LIBRARY,
  routeKey: 'campaigns',
  handle: { pageType: 'campaignAndNewsListPage', robots: INDEX_FOLLOW, navType: 'default' },
  loader: lazyRouteCode(() => import('./content-list-loader').then((module) => module.loadCampaignList)),
  ...listPage,
});

/** /{lang}/news: the brand's news (campaignAndNewsListPage); a dealer's news stay below the dealer. */
export const newsListRoute: PageRoute = withPageSeo({
  id: 'content-news-list',
  library: LIBRARY,
  routeKey: 'news',
  handle: { pageType: 'campaignAndNewsListPage', robots: INDEX_FOLLOW, navType: 'default' },
  loader: lazyRouteCode(() => import('./content-list-loader').then((module) => module.loadNewsList)),
  ...listPage,
});

/**
 * /{lang}/aktionen/{slug}: a campaign's page through the page builder (builderContentPage); its path is the content's
 * localized URL path, the language switch takes the content's path in the other language (SPEC §4).
 */
export const campaignPageRoute: PageRoute = {
  id: 'campaign-page',
  library: LIBRARY,
  routeKey: 'campaigns',
  path: ':slug',
  handle: {
    pageType: 'builderContentPage',
    robots: INDEX_FOLLOW,
    navType: 'default',
    localizedSlugSelector: contentSlugSelector('campaign'),
  },
  loader: lazyRouteCode(() => import('./content-page-loader').then((module) => module.loadCampaignPage)),
  ...contentPage,
};

/** /{lang}/news/{slug}: a news item's page through the page builder (builderContentPage). */
export const newsPageRoute: PageRoute = {
  id: 'content-news-page',
  library: LIBRARY,
  routeKey: 'news',
  path: ':slug',
  handle: { pageType: 'builderContentPage', robots: INDEX_FOLLOW, navType: 'default', localizedSlugSelector: contentSlugSelector('news') },
  loader: lazyRouteCode(() => import('./content-page-loader').then((module) => module.loadNewsPage)),
  ...contentPage,
};

/** The pages of this library, in the order the site's route table lists them. */
export const campaignsRoutes: PageRoute[] = [campaignListRoute, newsListRoute, campaignPageRoute, newsPageRoute];
