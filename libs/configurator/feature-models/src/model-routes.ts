import type { ModelPage } from '@carweb/api-contracts';
import { INDEX_FOLLOW, lazyPage, lazyRouteCode, type LocalizedSlugSelector, type PageRoute } from '@carweb/platform-routing';

const modelListPage = lazyPage(() => import('./list/ModelListPage'));
const modelDetailPage = lazyPage(() => import('./detail/ModelDetailPage'));

/** SPEC §2 localizedSlugSelector: the model's slug in every language, from its cached model page. */
const modelSlugSelector: LocalizedSlugSelector = ({ queryClient, params }) =>
  queryClient
    .getQueriesData<ModelPage>({ queryKey: ['model', 'model-page'] })
    .map(([, data]) => data)
    .find((data) => data?.model.slug === params['slug'])?.slugLocalizations;

/** /{lang}/modelle (fr modèles, it modelli, en models): every model of the brand by category (modelListPage). */
export const modelListRoute: PageRoute = {
  id: 'model-list',
  library: '@carweb/configurator-feature-models',
  routeKey: 'models',
  feature: 'modelRange',
  handle: { pageType: 'modelListPage', robots: INDEX_FOLLOW, navType: 'default' },
  loader: lazyRouteCode(() => import('./model-list-loader').then((module) => module.loadModelList)),
  ...modelListPage,
};

/** {base}/modelle/{slug}: a model's page at a dealer (modelDetailPage); a mipsId in place of the slug redirects to it. */
export const modelDetailRoute: PageRoute = {
  id: 'model-detail',
  library: '@carweb/configurator-feature-models',
  routeKey: 'models',
  path: ':slug',
  feature: 'modelRange',
  handle: { pageType: 'modelDetailPage', robots: INDEX_FOLLOW, navType: 'default', localizedSlugSelector: modelSlugSelector },
  loader: lazyRouteCode(() => import('./model-detail-loader').then((module) => module.loadModelDetail)),
  ...modelDetailPage,
};

/** /{lang}/modelle/{slug}: the same page on the brand's site, without a dealer. */
export const siteModelDetailRoute: PageRoute = { ...modelDetailRoute, id: 'site-model-detail' };
