import { dealerBySlugQuery, dealerHomepageQuery, dealerNewsQuery, dealerPromotionsQuery } from '@carweb/api-dealer';
import { vehicleListQuery } from '@carweb/api-core';
import { critical, INDEX_FOLLOW, lazyPage, type PageRoute } from '@carweb/platform-routing';
import { HOME_VEHICLE_FILTER } from './home-page/home-vehicle-filter';

const homePage = lazyPage(() => import('./home-page/DealerHomePage').then((module) => ({ default: module.DealerHomePage })));

/**
 * Loader contract (decision 0015): the dealer is critical (the dealer route loads the same query and
 * answers its absence or outage); homepage data, latest promotions, news and vehicles are prefetched into the server HTML but
 * never break the page.
 */
export const dealerHomeRoute: PageRoute = {
  id: 'dealer-home',
  library: '@carweb/dealer-feature-home',
  handle: { pageType: 'homepagePartnerWeb', robots: INDEX_FOLLOW, navType: 'default' },
  async loader({ params, env, api }) {
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
  },
  Component: homePage.Component,
};
