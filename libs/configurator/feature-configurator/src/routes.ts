import { INDEX_FOLLOW, lazyPage, lazyRouteCode, type PageRoute } from '@carweb/platform-routing';

const configuratorListPage = lazyPage(() => import('./page/ConfiguratorListPage'));
const configuratorPage = lazyPage(() => import('./page/ConfiguratorPage'));
const modelComparePage = lazyPage(() => import('./page/ModelComparePage'));

/** /{lang}/konfigurator (configuratorListPage): the brand's configurable models and the comparison's choice. */
export const configuratorListRoute: PageRoute = {
  id: 'configurator-list',
  library: '@carweb/configurator-feature-configurator',
  routeKey: 'configurator',
  feature: 'modelRange',
  handle: { pageType: 'configuratorListPage', robots: INDEX_FOLLOW, navType: 'default' },
  loader: lazyRouteCode(() => import('./configurator-list-loader').then((module) => module.loadConfiguratorList)),
  ...configuratorListPage,
};

/**
 * {base}/konfigurator/{slug} (configuratorDetailPage): a configuration is this URL and its query (decision 0034, 0035).
 * The route is indexable; a configuration other than the model's default says `noindex` itself, with the default as
 * canonical. The POST saves (and goes on to a dealer's form).
 */
export const configuratorRoute: PageRoute = {
  id: 'configurator',
  library: '@carweb/configurator-feature-configurator',
  routeKey: 'configurator',
  path: ':slug',
  feature: 'modelRange',
  handle: { pageType: 'configuratorDetailPage', robots: INDEX_FOLLOW, navType: 'default' },
  loader: lazyRouteCode(() => import('./configurator-loader').then((module) => module.loadConfigurator)),
  // the save's code loads with the first POST, not with the page
  action: (args) => import('./actions/configurator-action').then((module) => module.configuratorAction(args)),
  ...configuratorPage,
};

/** /{lang}/konfigurator/{slug}: the same page without a dealer; its ways to act go through a dealer chooser. */
export const siteConfiguratorRoute: PageRoute = { ...configuratorRoute, id: 'configurator-site' };

/**
 * {base}/modellvergleich?models=…|?variants=… — SPEC §2 has no page type for the comparison: it is part of the
 * configurator's list (the list's compare form leads here), so it carries configuratorListPage.
 */
export const modelCompareRoute: PageRoute = {
  id: 'model-compare',
  library: '@carweb/configurator-feature-configurator',
  routeKey: 'modelCompare',
  feature: 'modelRange',
  handle: { pageType: 'configuratorListPage', robots: INDEX_FOLLOW, navType: 'default' },
  loader: lazyRouteCode(() => import('./compare-loader').then((module) => module.loadModelCompare)),
  ...modelComparePage,
};

/** /{lang}/modellvergleich: the same comparison without a dealer. */
export const siteModelCompareRoute: PageRoute = { ...modelCompareRoute, id: 'model-compare-site' };
