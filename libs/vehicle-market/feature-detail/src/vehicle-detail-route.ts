import { vehicleIdFromSlug } from '@carweb/api-core';
import { INDEX_FOLLOW, type LocalizedSlugSelector, type PageRoute, lazyPage, lazyRouteCode } from '@carweb/platform-routing';

const vehicleDetailPage = lazyPage(() => import('./detail-page/VehicleDetailPage'));

/** The vehicle's slug in every language, for the language switch (SPEC §2 localizedSlugSelector). */
export const vehicleSlugSelector: LocalizedSlugSelector = ({ queryClient, params }) => {
  const vehicleId = vehicleIdFromSlug(params['slug']);
  if (!vehicleId) return undefined;
  const cached = queryClient.getQueriesData<{ id: number; slugLocalizations: Record<string, string> }>({ queryKey: ['core', 'detail'] });
  const vehicle = cached.map(([, data]) => data).find((data) => data?.id === vehicleId);
  return vehicle?.slugLocalizations;
};

/** Vehicle detail at {list}/{slug} (SPEC §2), below a dealer. */
export const vehicleDetailRoute: PageRoute = {
  id: 'vehicle-market-detail',
  library: '@carweb/vehicle-market-feature-detail',
  routeKey: 'vehicleMarket',
  path: ':slug',
  feature: 'vehicleMarket',
  handle: { pageType: 'vehicleDetailPage', robots: INDEX_FOLLOW, navType: 'vehicleMarket', localizedSlugSelector: vehicleSlugSelector },
  loader: lazyRouteCode(() => import('./vehicle-detail-loader').then((module) => module.loadVehicleDetail)),
  ...vehicleDetailPage,
};

/** The same detail in the brand-wide (corporate) vehicle market. */
export const brandVehicleDetailRoute: PageRoute = { ...vehicleDetailRoute, id: 'vehicle-market-brand-detail' };
