import { redirect } from 'react-router-dom';
import { vehicleDetailQuery, similarVehiclesQuery, marketApi, vehicleIdFromSlug } from '@carweb/api-core';
import { critical, type PageLoaderArgs } from '@carweb/platform-routing';
import { raiseVehicleNotAvailable } from '@carweb/vehicle-market-util-search-state';
import { vehiclePackagesQuery } from './additional-packages-query';
import { fairPriceQuery, isRated } from '@carweb/vehicle-market-feature-fair-price';
import { SIMILAR_LIMIT } from './constants';
import { loaderMarketPath } from './detail-paths';

export type VehicleDetailLoaderData = { notAvailable: false; vehicleId: number } | { notAvailable: true; vehicleId: number | null };

const isServer = () => typeof document === 'undefined';

/**
 * Loader contract (decision 0015): the vehicle is critical. A vehicle the core API does not know
 * answers the server request with a 301 to the not-available page carrying `vehicleId` (SPEC §2); on
 * a client navigation the visitor stays on the URL, sees the not-available content and the
 * vehicle-not-available event is raised (SPEC §4). An outage answers 503, never the 301.
 * A slug that is not the vehicle's slug in this language redirects (301) to the right one.
 */
export async function loadVehicleDetail(args: PageLoaderArgs): Promise<VehicleDetailLoaderData> {
  const { request, params, env, api, locale } = args;
  const slug = params['slug'] ?? '';
  const dealerSlug = params['dealerSlug'];
  const vehicleId = vehicleIdFromSlug(slug);
  const path = loaderMarketPath(args);
  const market = marketApi(api);
  const vehicle = vehicleId ? await critical(env.queryClient.ensureQueryData(vehicleDetailQuery(market, vehicleId, dealerSlug))) : null;
  if (!vehicle || !vehicleId) {
    if (isServer()) throw redirect(`${path('vehicleNotAvailable')}${vehicleId ? `?vehicleId=${vehicleId}` : ''}`, 301);
    raiseVehicleNotAvailable({ vehicleId, slug });
    return { notAvailable: true, vehicleId };
  }
  const canonical = vehicle.slugLocalizations[locale] ?? vehicle.slug;
  if (canonical !== slug) throw redirect(`${path('vehicleMarket', encodeURIComponent(canonical))}${new URL(request.url).search}`, 301);
  const packages = vehiclePackagesQuery(market, vehicle);
  await Promise.all([
    env.queryClient.prefetchQuery(similarVehiclesQuery(market, vehicleId, { limit: SIMILAR_LIMIT }, dealerSlug)),
    // in the server HTML, so the browser's first load makes no API call of its own (and loads no contracts)
    packages.enabled ? env.queryClient.prefetchQuery(packages) : undefined,
    // the fair-price rating of a used or demo vehicle: ≤ 3 list calls, shared by every request (decision 0048)
    isRated(vehicle) ? env.queryClient.prefetchQuery(fairPriceQuery(market, vehicle)) : undefined,
  ]);
  return { notAvailable: false, vehicleId };
}
