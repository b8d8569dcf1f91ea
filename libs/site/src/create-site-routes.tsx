import type { RouteObject } from 'react-router-dom';
import { dealerBySlugQuery } from '@carweb/api-dealer';
import {
  buyCheckoutRoute,
  configurationReservationRoute,
  leasingCheckoutRoute,
  onlineSalesCheckoutRoute,
  purchaseOptionsRoute,
  reservationCheckoutRoute,
  subscriptionCheckoutRoute,
  testDriveCheckoutRoute,
  tradeInRoute,
} from '@carweb/checkout-feature-vehicle-checkouts';
import { appointmentRoute, dealerTestDriveRoute, serviceAppointmentRoute } from '@carweb/checkout-feature-appointments';
import { checkInRoute, modelOfferRoute, modelTestDriveRoute } from '@carweb/checkout-feature-model-forms';
import {
  brandSearchAlertRoute,
  brochureRoute,
  contactRoute,
  corporateContactRoute,
  newsletterRoute,
  searchAlertRoute,
  softLeadRoute,
} from '@carweb/checkout-feature-contact-forms';
import { BrandFormLinks, brandFormRoutes, withoutReplacedPages } from '@carweb/checkout-feature-brand-forms';
import { aboutUsRoute, locationsRoute, ourBrandsRoute, subDealerAboutUsRoute, subDealerRoute } from '@carweb/dealer-feature-about-us';
import { dealerHomeRoute } from '@carweb/dealer-feature-home';
import { modelRangeRoute } from '@carweb/dealer-feature-model-range';
import {
  configuratorListRoute,
  configuratorRoute,
  modelCompareRoute,
  siteConfiguratorRoute,
  siteModelCompareRoute,
} from '@carweb/configurator-feature-configurator';
import { brandPageRoute, brandsRoute, modelDetailRoute, modelListRoute, siteModelDetailRoute } from '@carweb/configurator-feature-models';
import { newsDetailRoute, newsListRoute } from '@carweb/dealer-feature-news';
import { dealerSearchRoute } from '@carweb/dealer-feature-search';
import { serviceDetailRoute, serviceListRoute } from '@carweb/dealer-feature-services';
import {
  promotionDetailRoute,
  promotionListRoute,
  promotionServiceThemeRoute,
  promotionUnavailableRoute,
} from '@carweb/dealer-feature-promotions';
import { DealerLayout, NotFoundPage, prefetchDealerLayoutData, prefetchSiteLayoutData, SiteLayout } from '@carweb/platform-layout';
import { createRouteTree } from '@carweb/platform-routing';
import type { BrandConfig, Locale } from '@carweb/shared-util-brand';
import { withPageSeo } from '@carweb/platform-seo';
import {
  brandVehicleDetailRoute,
  brandVehicleNotAvailableRoute,
  vehicleDetailRoute,
  vehicleNotAvailableRoute,
} from '@carweb/vehicle-market-feature-detail';
import {
  approvedListRoute,
  brandApprovedListRoute,
  brandSubscriptionListRoute,
  brandVehicleListRoute,
  subscriptionListRoute,
  vehicleListRoute,
} from '@carweb/vehicle-market-feature-list';
import { corporateHomeRoutes } from '@carweb/content-feature-corporate-home';
import { campaignsRoutes } from '@carweb/content-feature-campaigns';
import { magazineRoutes } from '@carweb/content-feature-magazine';
import { jobsRoutes } from '@carweb/content-feature-jobs';
import { marketHomeRoutes } from '@carweb/vehicle-market-feature-market-home';
import { categoryPagesRoutes } from '@carweb/vehicle-market-feature-category-pages';
import { PageErrorBoundary } from './root/PageErrorBoundary';
import { rootLoader, rootNeedsMessages } from './root/root-loader';
import { SiteErrorBoundary, SiteRoot } from './root/SiteRoot';

/** The site frame, its footer linking the brand forms the brand config enables (decision 0021). */
const BrandSiteLayout = () => <SiteLayout footerLinks={<BrandFormLinks />} />;

/**
 * The site every brand app serves: feature pages composed into the route table of the brand config,
 * built once per brand at start-up (decision 0016). `npm run routes -- <brand>` prints it.
 */
export function createSiteRoutes(brand: BrandConfig, locales?: readonly Locale[]): RouteObject[] {
  // the brand-specific forms its config enables (decision 0021); a brand's own contact takes the corporate contact's place
  const brandForms = brandFormRoutes(brand);
  return createRouteTree(
    {
      brand,
      Root: SiteRoot,
      RootErrorBoundary: SiteErrorBoundary,
      PageErrorBoundary,
      rootLoader,
      rootNeedsReload: rootNeedsMessages,
      // the dealer route and its pages (decision 0028): one query on the request's QueryClient
      loadDealer: (env, api, dealerSlug) => env.queryClient.ensureQueryData(dealerBySlugQuery(api, dealerSlug)),
      prefetchDealerLayout: (env, api) => prefetchDealerLayoutData(env.queryClient, api, brand),
      // the site frame's footnotes (SPEC §4 language change) and the brand's content navigation and footer (decision 0037),
      // in the server HTML of every site page
      prefetchSiteLayout: (env, api) => prefetchSiteLayoutData(env.queryClient, api, brand),
      DealerLayout,
      SiteLayout: BrandSiteLayout,
      dealerPages: [
        ...[dealerHomeRoute, vehicleListRoute, approvedListRoute, subscriptionListRoute, vehicleDetailRoute, vehicleNotAvailableRoute].map(
          withPageSeo,
        ),
        // promotions: list, detail, service theme and not available
        ...[promotionListRoute, promotionDetailRoute, promotionServiceThemeRoute].map(withPageSeo),
        promotionUnavailableRoute,
        // services (list, detail) and news (list, detail) with page-builder content
        ...[serviceListRoute, serviceDetailRoute, newsListRoute, newsDetailRoute].map(withPageSeo),
        // lead forms that start from a vehicle (SPEC §2 checkout routes, decision 0019)
        buyCheckoutRoute,
        leasingCheckoutRoute,
        testDriveCheckoutRoute,
        reservationCheckoutRoute,
        subscriptionCheckoutRoute,
        onlineSalesCheckoutRoute,
        purchaseOptionsRoute,
        tradeInRoute,
        configurationReservationRoute,
        // contact, newsletter, brochure request and soft lead of a dealer (decision 0021)
        contactRoute,
        newsletterRoute,
        brochureRoute,
        softLeadRoute,
        // a search alert below the vehicle list (decision 0049)
        searchAlertRoute,
        // service appointment, appointment and the dealer's test drive without a vehicle (decision 0021)
        serviceAppointmentRoute,
        appointmentRoute,
        dealerTestDriveRoute,
        // a model's test drive (with a saved configuration: the configurator's) and offer; a service customer's check-in (decision 0021)
        modelTestDriveRoute,
        modelOfferRoute,
        checkInRoute,
        // the brand's model range at a dealer, not for service dealers
        withPageSeo(modelRangeRoute),
        // a model's page at the dealer (decision 0034)
        withPageSeo(modelDetailRoute),
        // the configurator and the model comparison at the dealer (decisions 0034, 0035)
        ...[configuratorRoute, modelCompareRoute].map(withPageSeo),
        // about us, our brands, locations; a sub-dealer and its about us prefetch their location's SEO texts
        ...[aboutUsRoute, ourBrandsRoute, locationsRoute].map(withPageSeo),
        subDealerRoute,
        subDealerAboutUsRoute,
      ],
      sitePages: [
        withPageSeo(dealerSearchRoute),
        ...withoutReplacedPages([corporateContactRoute], brandForms),
        ...brandForms,
        ...[
          brandVehicleListRoute,
          brandApprovedListRoute,
          brandSubscriptionListRoute,
          brandVehicleDetailRoute,
          brandVehicleNotAvailableRoute,
        ].map(withPageSeo),
        brandSearchAlertRoute,
        // the brand's model list and model pages, the brand world of a multi-make group (decision 0034)
        ...[modelListRoute, siteModelDetailRoute, brandsRoute, brandPageRoute].map(withPageSeo),
        // the configurator's list, the configurator and the model comparison without a dealer (decision 0035)
        ...[configuratorListRoute, siteConfiguratorRoute, siteModelCompareRoute].map(withPageSeo),
        // the brand's front doors and content (decision 0037): the corporate home at /{lang}, the vehicle
        // market's home, campaigns and news with their content pages, the magazine, jobs, the core API's category pages
        ...corporateHomeRoutes,
        ...marketHomeRoutes,
        ...campaignsRoutes,
        ...magazineRoutes,
        ...jobsRoutes,
        ...categoryPagesRoutes,
      ],
      NotFound: () => <NotFoundPage homeHref={brand.rootRedirect} />,
    },
    locales,
  );
}
