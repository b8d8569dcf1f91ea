import { queryOptions } from '@tanstack/react-query';
import type { ApiContext } from '@carweb/api-http';
import { isRated, type RatedVehicle } from './rated';

/**
 * A vehicle's fair-price rating (null: none), computed where the query runs — on the server by the detail loader, so
 * the HTML carries only the rating. The estimator loads with the query function, not with the page.
 */
export function fairPriceQuery(api: ApiContext, vehicle: RatedVehicle) {
  return queryOptions({
    queryKey: ['fair-price', api.locale, vehicle.id, vehicle.price.value] as const,
    queryFn: () => import('./fair-price-load').then((module) => module.loadFairPrice(api, vehicle)),
    enabled: isRated(vehicle),
    // the server's rating stays for the page's life: a browser never asks the market again for it
    staleTime: Infinity,
  });
}
