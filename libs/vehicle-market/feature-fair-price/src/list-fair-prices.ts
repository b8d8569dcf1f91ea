import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { VehicleFilter } from '@carweb/api-contracts';
import type { ApiContext } from '@carweb/api-http';
import type { RatedVehicle } from './rated';

const fairPricesKey = (api: ApiContext, request: VehicleFilter, dealerSlug: string | undefined) =>
  ['fair-prices', api.locale, dealerSlug ?? null, request] as const;

/**
 * The fair-price ratings of one page of a vehicle list (the same request as its list call). The server puts them into
 * the query cache with the page (list-fair-prices-load.ts: from the very answer of the list call); a page the browser
 * loads itself asks the site, which computes them with the server's shared price samples. Kept for the page's life.
 * Packed (PackedFairPrice): the card's rating unpacks them with its code, after the page is interactive.
 */
export function listFairPricesQuery(api: ApiContext, request: VehicleFilter, dealerSlug: string | undefined) {
  return queryOptions({
    queryKey: fairPricesKey(api, request, dealerSlug),
    // the fetch's code loads with the first page the browser loads itself
    queryFn: ({ signal }) =>
      import('./fetch-fair-prices').then((module) => module.fetchFairPrices(api.locale, request, dealerSlug, signal)),
    staleTime: Infinity,
  });
}

/**
 * On the server, with the list call's answer: the page's ratings into the query cache (its price samples are the only
 * extra calls). Never throws: a failed sample leaves an errored query, which marks the render degraded (decision 0044).
 */
export function prefetchListFairPrices(
  client: QueryClient,
  api: ApiContext,
  request: VehicleFilter,
  dealerSlug: string | undefined,
  vehicles: readonly RatedVehicle[],
) {
  return client.prefetchQuery({
    queryKey: fairPricesKey(api, request, dealerSlug),
    queryFn: () => import('./list-fair-prices-load').then((module) => module.loadListFairPrices(api, vehicles)),
    staleTime: Infinity,
  });
}
