import type { RouteObject } from 'react-router-dom';
import { dealerBySlugQuery } from '@carweb/api-dealer';
import { dealerHomeRoute } from '@carweb/dealer-feature-home';
import { dealerSearchRoute } from '@carweb/dealer-feature-search';
import { DealerLayout, NotFoundPage, prefetchDealerLayoutData, SiteLayout } from '@carweb/platform-layout';
import { createRouteTree, type RouteEnv } from '@carweb/platform-routing';
import { withPageSeo } from '@carweb/platform-seo';
import {
  brandVehicleDetailRoute, brandVehicleNotAvailableRoute, buyCheckoutEntryRoute, testDriveCheckoutEntryRoute, vehicleDetailRoute,
  vehicleNotAvailableRoute,
} from '@carweb/vehicle-market-feature-detail';
import {
  approvedListRoute, brandApprovedListRoute, brandSubscriptionListRoute, brandVehicleListRoute, subscriptionListRoute, vehicleListRoute,
} from '@carweb/vehicle-market-feature-list';
import { rootLoader } from './root/root-loader';
import { SiteErrorBoundary, SiteRoot } from './root/SiteRoot';

/** The site every brand app serves: feature pages composed into the route tree of the brand config. */
export function createSiteRoutes(env: RouteEnv): RouteObject[] {
  return createRouteTree({
    env,
    Root: SiteRoot,
    RootErrorBoundary: SiteErrorBoundary,
    rootLoader,
    loadDealer: async (api, dealerSlug) => {
      const [dealer] = await Promise.all([env.queryClient.ensureQueryData(dealerBySlugQuery(api, dealerSlug)), prefetchDealerLayoutData(env.queryClient, api)]);
      return dealer;
    },
    DealerLayout,
    SiteLayout,
    dealerPages: [
      ...[dealerHomeRoute, vehicleListRoute, approvedListRoute, subscriptionListRoute, vehicleDetailRoute, vehicleNotAvailableRoute].map(withPageSeo),
      // checkout entries of the vehicle market (guards of SPEC §2) until a checkout library brings the lead forms
      buyCheckoutEntryRoute,
      testDriveCheckoutEntryRoute,
    ],
    sitePages: [
      dealerSearchRoute,
      ...[brandVehicleListRoute, brandApprovedListRoute, brandSubscriptionListRoute, brandVehicleDetailRoute, brandVehicleNotAvailableRoute].map(withPageSeo),
    ],
    NotFound: () => <NotFoundPage homeHref={env.brand.rootRedirect} />,
  });
}
