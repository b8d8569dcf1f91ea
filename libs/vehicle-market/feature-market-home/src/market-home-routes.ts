import { INDEX_FOLLOW, lazyPage, lazyRouteCode, type PageRoute } from '@carweb/platform-routing';
import { withPageSeo } from '@carweb/platform-seo';

/**
 * /{lang}/fahrzeugmarkt (fr marche-automobile, it mercato-auto, en vehicle-market): the vehicle market's home
 * (homepageVehicleMarket), for brands with the vehicle market; its SEO texts from the base service's `seo`.
 */
export const marketHomeRoute: PageRoute = withPageSeo({
  id: 'vehicle-market-home',
  library: '@carweb/vehicle-market-feature-market-home',
  routeKey: 'vehicleMarketHome',
  feature: 'vehicleMarket',
  handle: { pageType: 'homepageVehicleMarket', robots: INDEX_FOLLOW, navType: 'vehicleMarket' },
  loader: lazyRouteCode(() => import('./market-home-loader').then((module) => module.loadMarketHome)),
  ...lazyPage(() => import('./home-page/MarketHomePage')),
});

/** The pages of this library, in the order the site's route table lists them. */
export const marketHomeRoutes: PageRoute[] = [marketHomeRoute];
