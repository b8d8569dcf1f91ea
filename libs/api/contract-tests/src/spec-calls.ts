/** Every backend call of SPEC §7: the checklist the contract tests hold the client libraries to. */
export interface SpecCall {
  service: 'core' | 'dealer' | 'form' | 'brand' | 'model' | 'base' | 'content' | 'payment';
  method: 'GET' | 'POST' | 'LINK';
  /** path template under the service (core: under {locale}/{wholesaler}/{country}/{platform}) */
  path: string;
  /** the exported fetcher (or link builder) */
  fetcher: string;
  /** `todo`: the client library does not exist yet */
  status?: 'todo';
}

const core = (method: SpecCall['method'], path: string, fetcher: string): SpecCall => ({ service: 'core', method, path, fetcher });

export const CORE_CALLS: SpecCall[] = [
  core('GET', 'category-pages/{slug}', 'getCategoryPage'),
  core('GET', 'detail/{id}?dealerSlug', 'getVehicleDetail'),
  core('GET', 'list/count?filter', 'getVehicleCount'),
  core('GET', 'list?filter&dealerSlug', 'getVehicleList'),
  core('GET', 'filter/search-criteria?filter', 'getSearchCriteria'),
  core('GET', 'detail/{id}/similar?filter&dealerSlug', 'getSimilarVehicles'),
  core('GET', 'filter/makes-and-models?filter', 'getMakesAndModels'),
  core('GET', 'detail/additional-packages?year&month&modelId', 'getAdditionalPackages'),
  core('GET', 'list/top-cars?filter&dealerSlug', 'getTopCars'),
  core('GET', 'jobs', 'getJobs'),
  core('GET', 'vehicle-translation/translate?configuration', 'getVehicleTranslation'),
  core('POST', 'leasing/calculation/cars/{vehicleId}', 'calculateVehicleLeasing'),
  core('POST', 'leasing/calculation/model', 'calculateModelLeasing'),
];

const dealer = (path: string, fetcher: string): SpecCall => ({ service: 'dealer', method: 'GET', path, fetcher });

export const DEALER_CALLS: SpecCall[] = [
  dealer('dealer-slug/{dealerSlug}', 'getDealerBySlug'),
  dealer('{dealerId}/dealer/homepage', 'getDealerHomepage'),
  dealer('{dealerId}/dealer/service-list', 'getDealerServiceList'),
  dealer('{dealerId}/dealer/promotions', 'getDealerPromotions'),
  dealer('{dealerId}/dealer/news', 'getDealerNews'),
  dealer('{dealerId}/dealer/news/{slug}', 'getDealerNewsItem'),
  dealer('{dealerId}/dealer/promotion/{slug}', 'getDealerPromotion'),
  dealer('{dealerId}/dealer/sub-dealers/{subDealerSlug}', 'getSubDealer'),
  dealer('{dealerId}/dealer/sub-dealers/detail?subDealerIds', 'getSubDealerDetails'),
  dealer('{dealerId}/dealer/has-cars', 'getDealerHasCars'),
  dealer('{dealerId}/dealer/service-employees', 'getServiceEmployees'),
  dealer('{dealerId}/dealer/service-detail/{serviceSlug}', 'getDealerServiceDetail'),
  dealer('{dealerId}/dealer/workshop-services', 'getWorkshopServices'),
  dealer('{dealerId}/dealer/service-page', 'getDealerServicePage'),
  dealer('{dealerId}/dealer/about-us/{subDealerId?}', 'getAboutUs'),
  dealer('dealer-list?filter&dealerServiceType', 'getDealerList'),
  dealer('dealer-list/min?filter', 'getMinimalDealerList'),
  dealer('dealer-list/search-criteria', 'getDealerListSearchCriteria'),
];

const form = (method: SpecCall['method'], path: string, fetcher: string): SpecCall => ({ service: 'form', method, path, fetcher });

export const FORM_CALLS: SpecCall[] = [
  form('POST', 'appointment', 'submitAppointment'),
  form('POST', 'buying-request', 'submitBuyingRequest'),
  form('POST', 'contact-corporate', 'submitCorporateContact'),
  form('POST', 'leasing', 'submitLeasingRequest'),
  form('POST', 'model-offer-form', 'submitModelOffer'),
  form('POST', 'model-test-drive', 'submitModelTestDrive'),
  form('POST', 'reservation-payment', 'submitReservationPayment'),
  form('POST', 'reservation-unspecific-payment', 'submitUnspecificReservationPayment'),
  form('POST', 'service', 'submitServiceAppointment'),
  form('POST', 'subscription', 'submitSubscription'),
  form('POST', 'test-drive', 'submitTestDrive'),
  form('POST', 'trade-in', 'submitTradeIn'),
  form('POST', 'brochures', 'submitBrochureRequest'),
  form('POST', 'configurator-model-test-drive', 'submitConfiguratorModelTestDrive'),
  form('POST', 'soft-lead/submit', 'submitSoftLead'),
  form('GET', 'trade-in/makes-and-models', 'getTradeInMakesAndModels'),
  form('GET', 'check-in/{hash}', 'getCheckIn'),
  form('POST', 'utility/upload (form field file)', 'uploadVehicleDocument'),
  form('GET', 'emilfrey/daily-express?zip', 'getDailyExpress'),
];

const brand = (path: string, fetcher: string): SpecCall => ({ service: 'brand', method: 'POST', path: `{locale}/${path}`, fetcher });

export const BRAND_CALLS: SpecCall[] = [
  brand('multilease.ch/{platform}/change-address', 'submitMultileaseChangeAddress'),
  brand('multilease.ch/{platform}/change-name', 'submitMultileaseChangeName'),
  brand('multilease.ch/{platform}/leasing-liabilities', 'submitMultileaseLeasingLiabilities'),
  brand('multilease.ch/{platform}/my-payments', 'submitMultileaseMyPayments'),
  brand('multilease.ch/{platform}/order-payment-slip', 'submitMultileasePaymentSlipOrder'),
  brand('suzuki.ch/{platform}/contact', 'submitSuzukiContact'),
  brand('zeekr.ch/{platform}/contact', 'submitZeekrContact'),
  brand('zeekr.ch/{platform}/model-test-drive', 'submitZeekrModelTestDrive'),
  brand('emilfrey.ch/{platform}/contact', 'submitEmilfreyContact'),
  brand('emilfrey.ch/{platform}/newsletter', 'submitEmilfreyNewsletter'),
];

const model = (method: SpecCall['method'], path: string, fetcher: string): SpecCall => ({ service: 'model', method, path, fetcher });

export const MODEL_CALLS: SpecCall[] = [
  model('GET', 'configurator/models', 'getConfiguratorModels'),
  model('GET', 'configurator/saved-configuration/{configurationCode}', 'getSavedConfiguration'),
  model('POST', 'configurator/save-configuration', 'saveConfiguration'),
  model('LINK', 'configurator/pdf/{configurationCode}', 'configurationPdfUrl'),
  model('GET', 'configurator/models/{slug}?entitySlug&configurationCode', 'getConfiguratorModel'),
  model('GET', 'configurator/models/{modelCode}/slim', 'getConfiguratorModelSlim'),
  model('GET', 'configurator/models/{modelCode}/slimAllVariants', 'getConfiguratorModelVariants'),
  model('GET', 'configurator/models/{entityId}/{colorCode}/images360?ec', 'getImages360'),
  model('GET', 'configurator/models/{entityId}/{colorCode}/model-images', 'getModelImages'),
  model('GET', 'configurator/entities/{entityId}/slim', 'getConfiguratorEntitySlim'),
  model('GET', 'configurator/models/{slug}/tech-data', 'getTechData'),
  model('GET', 'brand-world/models?onlyToolsModels', 'getModelRange'),
  model('GET', 'model/model-page/{slug}?wholesaler', 'getModelPage'),
  model('GET', 'model/{mipsId}', 'getModelByMipsId'),
  model('GET', 'configurator/compare?models', 'getModelComparison'),
  model('GET', 'configurator/variants-compare?entities', 'getVariantComparison'),
  model('GET', 'brand-world/page/{brandSlug}', 'getBrandPage'),
  model('GET', 'brand-world/dealers/{vehicleProfileId}', 'getBrandWorldDealers'),
  model('GET', 'brand-world/best-leasing?brand', 'getBestLeasing'),
  model('GET', 'brand-world', 'getBrands'),
];

/** The base service belongs to another library (@carweb/api-base); its operations are checked here all the same. */
export const BASE_CALLS: SpecCall[] = [
  { service: 'base', method: 'GET', path: 'internal-ip', fetcher: 'getInternalIp' },
  { service: 'base', method: 'GET', path: 'footnotes', fetcher: 'getFootnotes' },
  { service: 'base', method: 'GET', path: 'seo?route&dealerId', fetcher: 'getSeo' },
];

const graphql = (field: string, fetcher: string): SpecCall => ({
  service: 'content',
  method: 'GET',
  path: `graphql { ${field} }`,
  fetcher,
});

export const CONTENT_CALLS: SpecCall[] = [
  {
    service: 'content',
    method: 'GET',
    path: 'api/v3/content/{model}?limit&offset&fields&sort&locale&enrich&cachebust',
    fetcher: 'getContentEntries',
  },
  graphql('navigation', 'getNavigationContent'),
  graphql('footer', 'getFooterContent'),
  graphql('magazineCategories', 'getMagazineCategories'),
  graphql('campaigns', 'getCampaigns'),
  graphql('keyCampaign', 'getKeyCampaign'),
  graphql('news', 'getNewsContent'),
  graphql('modelCategories', 'getModelCategories'),
  graphql('zeekrModels', 'getZeekrModels'),
  graphql('multileaseNavigation', 'getMultileaseNavigation'),
  graphql('multileaseFooter', 'getMultileaseFooter'),
  { service: 'content', method: 'GET', path: 'page-builder/{model}/{pageId}', fetcher: 'getPageBuilderContent' },
];

export const PAYMENT_CALLS: SpecCall[] = [
  { service: 'payment', method: 'GET', path: 'payment-status/{paymentSessionId}', fetcher: 'getPaymentStatus' },
];

export const SPEC_CALLS: SpecCall[] = [
  ...CORE_CALLS,
  ...DEALER_CALLS,
  ...FORM_CALLS,
  ...BRAND_CALLS,
  ...MODEL_CALLS,
  ...BASE_CALLS,
  ...CONTENT_CALLS,
  ...PAYMENT_CALLS,
];
