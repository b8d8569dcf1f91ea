import { INDEX_FOLLOW, lazyPage, lazyRouteCode, type PageRoute } from '@carweb/platform-routing';
import { withPageSeo } from '@carweb/platform-seo';

/**
 * /{lang}: the brand's corporate home (homepageCorporate), the language's root of the site (no segment, no path); `/`
 * keeps redirecting to the dealer search (SPEC §1). Its SEO texts from the base service's `seo`.
 */
export const corporateHomeRoute: PageRoute = withPageSeo({
  id: 'corporate-home',
  library: '@carweb/content-feature-corporate-home',
  handle: { pageType: 'homepageCorporate', robots: INDEX_FOLLOW, navType: 'default' },
  loader: lazyRouteCode(() => import('./corporate-home-loader').then((module) => module.loadCorporateHome)),
  ...lazyPage(() => import('./home-page/CorporateHomePage')),
});

/** The pages of this library, in the order the site's route table lists them. */
export const corporateHomeRoutes: PageRoute[] = [corporateHomeRoute];
