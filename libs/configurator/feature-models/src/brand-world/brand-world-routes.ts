import { INDEX_FOLLOW, lazyPage, lazyRouteCode, type PageRoute } from '@carweb/platform-routing';

const brandsPage = lazyPage(() => import('./BrandsPage'));
const brandPage = lazyPage(() => import('./BrandPage'));

/** /{lang}/markenseiten (fr pages-de-marques, it pagine-dei-marchi): the brands of the multi-make group (ourBrandsPage). */
export const brandsRoute: PageRoute = {
  id: 'brand-world',
  library: '@carweb/configurator-feature-models',
  routeKey: 'brandPages',
  feature: 'brandWorld',
  handle: { pageType: 'ourBrandsPage', robots: INDEX_FOLLOW, navType: 'default' },
  loader: lazyRouteCode(() => import('./brand-world-loaders').then((module) => module.loadBrands)),
  ...brandsPage,
};

/** /{lang}/markenseiten/{brandSlug}: one brand's page, its models, dealers and best leasing offer. */
export const brandPageRoute: PageRoute = {
  id: 'brand-world-brand',
  library: '@carweb/configurator-feature-models',
  routeKey: 'brandPages',
  path: ':brandSlug',
  feature: 'brandWorld',
  handle: { pageType: 'ourBrandsPage', robots: INDEX_FOLLOW, navType: 'default' },
  loader: lazyRouteCode(() => import('./brand-world-loaders').then((module) => module.loadBrandPage)),
  ...brandPage,
};
