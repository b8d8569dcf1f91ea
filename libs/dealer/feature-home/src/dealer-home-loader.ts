import { dealerHomepageQuery, dealerNewsQuery, dealerPromotionsQuery } from '@carweb/api-dealer';
import { vehicleListQuery } from '@carweb/api-core';
import { pageDealer, type PageLoaderArgs } from '@carweb/platform-routing';
import { HOME_VEHICLE_FILTER } from './home-page/home-vehicle-filter';

/**
 * Loader contract (decision 0015): the dealer is the dealer route's (its absence and outage are answered there,
 * decision 0028); homepage data, latest promotions, news and vehicles are prefetched into the server HTML but
 * never break the page.
 */
export async function loadDealerHome(args: PageLoaderArgs): Promise<null> {
  const { env, api } = args;
  const dealer = await pageDealer(args);
  await Promise.all([
    env.queryClient.prefetchQuery(dealerHomepageQuery(api, dealer.dealerId)),
    env.queryClient.prefetchQuery(dealerPromotionsQuery(api, dealer.dealerId)),
    env.queryClient.prefetchQuery(dealerNewsQuery(api, dealer.dealerId)),
    env.queryClient.prefetchQuery(vehicleListQuery(api, { ...HOME_VEHICLE_FILTER }, dealer.slug)),
  ]);
  return null;
}
