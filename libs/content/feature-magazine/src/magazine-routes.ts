import { contentSlugSelector } from '@carweb/content-data-access';
import { INDEX_FOLLOW, lazyPage, lazyRouteCode, type PageRoute } from '@carweb/platform-routing';
import { withPageSeo } from '@carweb/platform-seo';
import { articleLanguageSwitch, magazineCacheSearch } from './magazine-search';

const LIBRARY = '@carweb/content-feature-magazine';

/**
 * /{lang}/magazin (fr magazine, it rivista, en magazine, sl revija): the customer magazine, `?category=<id>` one
 * category, `?page=<n>` its first n × 7 articles (SPEC §4, §9). The page cache keeps one page per category and count.
 */
export const magazineRoute: PageRoute = {
  id: 'magazine',
  library: LIBRARY,
  routeKey: 'magazine',
  handle: { pageType: 'builderContentPage', robots: INDEX_FOLLOW, navType: 'default', cacheSearch: magazineCacheSearch },
  loader: lazyRouteCode(() => import('./magazine-list-loader').then((module) => module.loadMagazineList)),
  ...lazyPage(() => import('./list/MagazinePage')),
};

/** /{lang}/magazin/{slug}: one article, found by its localized URL path; the language switch follows its paths. */
export const magazineArticleRoute: PageRoute = {
  id: 'magazine-article',
  library: LIBRARY,
  routeKey: 'magazine',
  path: ':slug',
  handle: {
    pageType: 'builderContentPage',
    robots: INDEX_FOLLOW,
    navType: 'default',
    localizedSlugSelector: contentSlugSelector('magazine-article'),
    languageSwitchUrlGenerator: articleLanguageSwitch,
  },
  loader: lazyRouteCode(() => import('./magazine-article-loader').then((module) => module.loadMagazineArticle)),
  ...lazyPage(() => import('./article/MagazineArticlePage')),
};

/** The pages of this library, in the order the site's route table lists them; their SEO texts prefetched. */
export const magazineRoutes: PageRoute[] = [magazineRoute, magazineArticleRoute].map(withPageSeo);
