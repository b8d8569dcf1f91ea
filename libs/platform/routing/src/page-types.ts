/** Every page type of SPEC §2; each route maps to exactly one. */
export const PAGE_TYPES = [
  'aboutUsPage', 'appointmentCheckoutPage', 'approvedPage', 'builderContentPage', 'buyCheckoutPage',
  'campaignAndNewsListPage', 'configuratorDetailPage', 'configuratorListPage', 'dealerSearchPage',
  'distributionCheckoutPage', 'homepageCorporate', 'homepagePartnerWeb', 'homepageVehicleMarket',
  'leasingCheckoutPage', 'locationsPage', 'modelDetailPage', 'modelListPage', 'modelOfferCheckoutPage',
  'modelRangePage', 'modelTestdriveCheckoutPage', 'moveCheckoutPage', 'newsDetailPage', 'newsListPage',
  'newsletterCheckoutPage', 'notFoundPage', 'onlineSalesCheckoutPage', 'ourBrandsPage', 'promotionDetailPage',
  'promotionListPage', 'promotionNotAvailablePage', 'promotionServiceThemePage', 'reservationCheckoutPage',
  'reservationUnspecificCheckoutPage', 'serviceCheckoutPage', 'serviceDetailPage', 'serviceListPage',
  'softleadCheckoutPage', 'subdealerPage', 'subscriptionPage', 'testdriveCheckoutPage', 'tradeInCheckoutPage',
  'vehicleDetailPage', 'vehicleListPage', 'vehicleNotAvailablePage',
] as const;
export type PageType = (typeof PAGE_TYPES)[number];
