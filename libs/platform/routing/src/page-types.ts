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

/** Tracking groups of SPEC §2, spelled as the spec spells them (the data layer reads them verbatim). */
export const TRACKING_GROUPS = [
  'homepage', 'serp', 'vdp', 'checkout', 'Services', 'form', 'locations', 'promotion', 'about_us', 'news', 'our_brands',
] as const;
export type TrackingGroup = (typeof TRACKING_GROUPS)[number];

/**
 * The tracking group of every page type; null = the page is tracked without a group.
 * Checkouts with numbered steps (SPEC §9) are `checkout`; single-step lead forms are `form`.
 */
export const PAGE_TRACKING_GROUP: Record<PageType, TrackingGroup | null> = {
  homepageCorporate: 'homepage',
  homepagePartnerWeb: 'homepage',
  homepageVehicleMarket: 'homepage',
  vehicleListPage: 'serp',
  approvedPage: 'serp',
  subscriptionPage: 'serp',
  vehicleDetailPage: 'vdp',
  vehicleNotAvailablePage: 'vdp',
  buyCheckoutPage: 'checkout',
  leasingCheckoutPage: 'checkout',
  moveCheckoutPage: 'checkout',
  reservationCheckoutPage: 'checkout',
  reservationUnspecificCheckoutPage: 'checkout',
  onlineSalesCheckoutPage: 'checkout',
  distributionCheckoutPage: 'checkout',
  serviceListPage: 'Services',
  serviceDetailPage: 'Services',
  serviceCheckoutPage: 'form',
  appointmentCheckoutPage: 'form',
  testdriveCheckoutPage: 'form',
  tradeInCheckoutPage: 'form',
  modelTestdriveCheckoutPage: 'form',
  modelOfferCheckoutPage: 'form',
  newsletterCheckoutPage: 'form',
  softleadCheckoutPage: 'form',
  dealerSearchPage: 'locations',
  locationsPage: 'locations',
  subdealerPage: 'locations',
  promotionListPage: 'promotion',
  promotionDetailPage: 'promotion',
  promotionServiceThemePage: 'promotion',
  promotionNotAvailablePage: 'promotion',
  aboutUsPage: 'about_us',
  newsListPage: 'news',
  newsDetailPage: 'news',
  campaignAndNewsListPage: 'news',
  ourBrandsPage: 'our_brands',
  builderContentPage: null,
  configuratorDetailPage: null,
  configuratorListPage: null,
  modelDetailPage: null,
  modelListPage: null,
  modelRangePage: null,
  notFoundPage: null,
};

export function trackingGroupOf(pageType: PageType): TrackingGroup | null {
  return PAGE_TRACKING_GROUP[pageType];
}
