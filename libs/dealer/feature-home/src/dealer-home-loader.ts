import { dealerBySlugQuery, dealerHomepageQuery, dealerNewsQuery, dealerPromotionsQuery } from '@carweb/api-dealer';
import { vehicleListQuery } from '@carweb/api-core';
import { critical, type PageLoaderArgs } from '@carweb/platform-routing';
import { homePage } from './dealer-home-route';
import { HOME_VEHICLE_FILTER } from './home-page/home-vehicle-filter';

/**
 * Loader contract (decision 0015): the dealer is critical (the dealer route loads the same query and
 * answers its absence or outage); homepage data, latest promotions, news and vehicles are prefetched into the server HTML but
 * never break the page.
 */
export async function loadDealerHome({ params, env, api }: PageLoaderArgs): Promise<null> {
  const dealer = await critical(env.queryClient.ensureQueryData(dealerBySlugQuery(api, params['dealerSlug'] ?? '')));
  if (!dealer) return null;
  await Promise.all([
    homePage.preload(),
    env.queryClient.prefetchQuery(dealerHomepageQuery(api, dealer.dealerId)),
    env.queryClient.prefetchQuery(dealerPromotionsQuery(api, dealer.dealerId)),
    env.queryClient.prefetchQuery(dealerNewsQuery(api, dealer.dealerId)),
    env.queryClient.prefetchQuery(vehicleListQuery(api, { ...HOME_VEHICLE_FILTER }, dealer.slug)),
  ]);
  return null;
}
