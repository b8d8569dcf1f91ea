import { cachedSlugSelector, INDEX_FOLLOW, lazyPage, lazyRouteCode, type PageRoute } from '@carweb/platform-routing';

const LIBRARY = '@carweb/dealer-feature-services';

/** SPEC §2 localizedSlugSelector: the service's slug in every language, from the cached service. */
export const serviceSlugSelector = cachedSlugSelector(['dealer', 'service-detail']);

/** Service list (serviceListPage) at {base}/service (en, sl: services). */
export const serviceListRoute: PageRoute = {
  id: 'dealer-service-list',
  library: LIBRARY,
  routeKey: 'service',
  handle: { pageType: 'serviceListPage', robots: INDEX_FOLLOW, navType: 'default' },
  loader: lazyRouteCode(() => import('./service-loaders').then((module) => module.loadServiceList)),
  ...lazyPage(() => import('../list-page/ServiceListPage')),
};

/** Service detail (serviceDetailPage) at {base}/service/{slug}, in every language (en, sl: not below the list's 'services'). */
export const serviceDetailRoute: PageRoute = {
  id: 'dealer-service-detail',
  library: LIBRARY,
  routeKey: 'serviceDetail',
  path: ':slug',
  handle: { pageType: 'serviceDetailPage', robots: INDEX_FOLLOW, navType: 'default', localizedSlugSelector: serviceSlugSelector },
  loader: lazyRouteCode(() => import('./service-loaders').then((module) => module.loadServiceDetail)),
  ...lazyPage(() => import('../detail-page/ServiceDetailPage')),
};
