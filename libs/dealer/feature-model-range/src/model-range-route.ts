import { INDEX_FOLLOW, lazyPage, lazyRouteCode, type PageRoute } from '@carweb/platform-routing';

const modelRangePage = lazyPage(() => import('./page/ModelRangePage'));

/** {base}/modelle (fr modèles, it modelli, en models): the brand's model range at a dealer (page type modelRangePage). */
export const modelRangeRoute: PageRoute = {
  id: 'model-range',
  library: '@carweb/dealer-feature-model-range',
  routeKey: 'models',
  feature: 'modelRange',
  handle: { pageType: 'modelRangePage', robots: INDEX_FOLLOW, navType: 'default' },
  loader: lazyRouteCode(() => import('./model-range-loader').then((module) => module.loadModelRange)),
  ...modelRangePage,
};
