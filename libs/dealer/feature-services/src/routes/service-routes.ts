import { INDEX_FOLLOW, lazyPage, type PageRoute } from '@carweb/platform-routing';
import { loadServiceDetail, loadServiceList, serviceSlugSelector } from './service-loaders';

const LIBRARY = '@carweb/dealer-feature-services';

const listPage = lazyPage(() => import('../list-page/ServiceListPage'));
const detailPage = lazyPage(() => import('../detail-page/ServiceDetailPage'));

/** Service list (serviceListPage) at {base}/service (en, sl: services). */
export const serviceListRoute: PageRoute = {
  id: 'dealer-service-list',
  library: LIBRARY,
  routeKey: 'service',
  handle: { pageType: 'serviceListPage', robots: INDEX_FOLLOW, navType: 'default' },
  loader: (args) => loadServiceList(args, listPage.preload),
  Component: listPage.Component,
};

/** Service detail (serviceDetailPage) at {base}/service/{slug}, in every language (en, sl: not below the list's 'services'). */
export const serviceDetailRoute: PageRoute = {
  id: 'dealer-service-detail',
  library: LIBRARY,
  routeKey: 'serviceDetail',
  path: ':slug',
  handle: { pageType: 'serviceDetailPage', robots: INDEX_FOLLOW, navType: 'default', localizedSlugSelector: serviceSlugSelector },
  loader: (args) => loadServiceDetail(args, detailPage.preload),
  Component: detailPage.Component,
};
