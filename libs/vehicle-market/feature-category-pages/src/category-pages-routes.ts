import { cachedSlugSelector, INDEX_FOLLOW, lazyPage, lazyRouteCode, type PageRoute } from '@carweb/platform-routing';

const categoryPage = lazyPage(() => import('./page/CategoryPage'));

/**
 * /{lang}/kategorie/{slug} (fr categorie, it categoria, en category): a category's landing page ("Elektroautos"), its
 * text, count and first vehicles, and the way into the brand's vehicle list with the category's filter. It needs the
 * vehicle market. Its SEO texts are the category page's own (the base service's vehicle-list texts would name the list).
 * The language switch takes the page's slug in each language from its cached category page.
 */
export const categoryPageRoute: PageRoute = {
  id: 'category-page',
  library: '@carweb/vehicle-market-feature-category-pages',
  routeKey: 'categoryPages',
  path: ':slug',
  feature: 'vehicleMarket',
  handle: {
    pageType: 'vehicleListPage',
    robots: INDEX_FOLLOW,
    navType: 'vehicleMarket',
    localizedSlugSelector: cachedSlugSelector(['core', 'category-page']),
  },
  loader: lazyRouteCode(() => import('./category-page-loader').then((module) => module.loadCategoryPage)),
  ...categoryPage,
};

/** The pages of this library, in the order the site's route table lists them. */
export const categoryPagesRoutes: PageRoute[] = [categoryPageRoute];
