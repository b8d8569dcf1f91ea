import { dealerBySlugQuery, dealerHomepageQuery } from '@carweb/api-dealer';
import { vehicleListQuery } from '@carweb/api-core';
import { INDEX_FOLLOW, lazyPage, type PageRoute } from '@carweb/platform-routing';
import { HOME_VEHICLE_FILTER } from './home-page/home-vehicle-filter';

const homePage = lazyPage(() => import('./home-page/DealerHomePage').then((module) => ({ default: module.DealerHomePage })));

/**
 * Loader contract: the dealer is critical (the dealer route redirects when it is missing);
 * homepage data and vehicles are prefetched into the server HTML but never break the page.
 */
export const dealerHomeRoute: PageRoute = {
  id: 'dealer-home',
  handle: { pageType: 'homepagePartnerWeb', robots: INDEX_FOLLOW, navType: 'default' },
  async loader({ params, env, api }) {
    const dealer = await env.queryClient.ensureQueryData(dealerBySlugQuery(api, params['dealerSlug'] ?? '')).catch(() => null);
    if (!dealer) return null;
    await Promise.all([
      homePage.preload(),
      env.queryClient.prefetchQuery(dealerHomepageQuery(api, dealer.dealerId)),
      env.queryClient.prefetchQuery(vehicleListQuery(api, { ...HOME_VEHICLE_FILTER }, dealer.slug)),
    ]);
    return null;
  },
  Component: homePage.Component,
};
