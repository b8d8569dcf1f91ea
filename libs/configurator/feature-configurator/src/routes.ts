import { INDEX_FOLLOW, lazyPage, lazyRouteCode, type PageRoute } from '@carweb/platform-routing';

// the list and the comparison are one chunk: one import less in the route table every first load carries (the two
// pages share most of their code: the models, the comparison's choice)
const listPages = lazyPage(() => import('./page/ListOrComparePage'));
const configuratorPage = lazyPage(() => import('./page/ConfiguratorPage'));
const routeCode = () => import('./route-code');

/** /{lang}/konfigurator (configuratorListPage): the brand's configurable models and the comparison's choice. */
export const configuratorListRoute: PageRoute = {
  id: 'configurator-list',
  library: '@carweb/configurator-feature-configurator',
  routeKey: 'configurator',
  feature: 'modelRange',
  handle: { pageType: 'configuratorListPage', robots: INDEX_FOLLOW },
  loader: lazyRouteCode(() => routeCode().then((code) => code.loadConfiguratorList)),
  ...listPages,
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
  handle: { pageType: 'configuratorDetailPage', robots: INDEX_FOLLOW, noIndexWithQuery: true },
  loader: lazyRouteCode(() => routeCode().then((code) => code.loadConfigurator)),
  // the save comes with the route code (a client navigation's loader brings it), never with the first load
  action: lazyRouteCode(() => routeCode().then((code) => code.configuratorAction)),
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
  handle: { pageType: 'configuratorListPage', robots: INDEX_FOLLOW, noIndexWithQuery: true },
  loader: lazyRouteCode(() => routeCode().then((code) => code.loadModelCompare)),
  ...listPages,
};

/** /{lang}/modellvergleich: the same comparison without a dealer. */
export const siteModelCompareRoute: PageRoute = { ...modelCompareRoute, id: 'model-compare-site' };
