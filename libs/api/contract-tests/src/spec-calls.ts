import { API_OPERATIONS, type ApiOperation } from '@carweb/api-contracts';

/** One backend call of SPEC §7 as the contract tests name it: an operation of API_OPERATIONS and its client's fetcher. */
export interface SpecCall {
  /** the operation's id in API_OPERATIONS */
  operation: string;
  service: ApiOperation['service'];
  /** LINK: the client builds the address (configuration PDF), it calls nothing */
  method: ApiOperation['method'] | 'LINK';
  /** path template under the service (core: under {locale}/{wholesaler}/{country}/{platform}), `?a&b` its query */
  path: string;
  /** the exported fetcher (or link builder) of the service's client library */
  fetcher: string;
}

/**
 * The client side of each operation: the fetcher its library exports (one file per operation, decision 0007). The one
 * GraphQL operation of the content service has one fetcher per query (SPEC §7: navigation, footer, …), by root field.
 * Everything else about a call — service, method, path, query, contracts — is API_OPERATIONS'.
 */
export const OPERATION_FETCHERS: Readonly<Record<string, string | Readonly<Record<string, string>>>> = {
  'core.categoryPage': 'getCategoryPage',
  'core.detail': 'getVehicleDetail',
  'core.listCount': 'getVehicleCount',
  'core.list': 'getVehicleList',
  'core.searchCriteria': 'getSearchCriteria',
  'core.similar': 'getSimilarVehicles',
  'core.makesAndModels': 'getMakesAndModels',
  'core.additionalPackages': 'getAdditionalPackages',
  'core.topCars': 'getTopCars',
  'core.jobs': 'getJobs',
  'core.translate': 'getVehicleTranslation',
  'core.leasingCar': 'calculateVehicleLeasing',
  'core.leasingModel': 'calculateModelLeasing',

  'dealer.bySlug': 'getDealerBySlug',
  'dealer.homepage': 'getDealerHomepage',
  'dealer.serviceList': 'getDealerServiceList',
  'dealer.promotions': 'getDealerPromotions',
  'dealer.news': 'getDealerNews',
  'dealer.newsDetail': 'getDealerNewsItem',
  'dealer.promotion': 'getDealerPromotion',
  'dealer.subDealer': 'getSubDealer',
  'dealer.subDealerDetails': 'getSubDealerDetails',
  'dealer.hasCars': 'getDealerHasCars',
  'dealer.serviceEmployees': 'getServiceEmployees',
  'dealer.serviceDetail': 'getDealerServiceDetail',
  'dealer.workshopServices': 'getWorkshopServices',
  'dealer.servicePage': 'getDealerServicePage',
  'dealer.aboutUs': 'getAboutUs',
  'dealer.list': 'getDealerList',
  'dealer.listMin': 'getMinimalDealerList',
  'dealer.listSearchCriteria': 'getDealerListSearchCriteria',

  'form.appointment': 'submitAppointment',
  'form.buying-request': 'submitBuyingRequest',
  'form.contact-corporate': 'submitCorporateContact',
  'form.leasing': 'submitLeasingRequest',
  'form.model-offer-form': 'submitModelOffer',
  'form.model-test-drive': 'submitModelTestDrive',
  'form.reservation-payment': 'submitReservationPayment',
  'form.reservation-unspecific-payment': 'submitUnspecificReservationPayment',
  'form.service': 'submitServiceAppointment',
  'form.subscription': 'submitSubscription',
  'form.test-drive': 'submitTestDrive',
  'form.trade-in': 'submitTradeIn',
  'form.brochures': 'submitBrochureRequest',
  'form.configurator-model-test-drive': 'submitConfiguratorModelTestDrive',
  'form.soft-lead/submit': 'submitSoftLead',
  'form.tradeInMakesAndModels': 'getTradeInMakesAndModels',
  'form.checkIn': 'getCheckIn',
  'form.upload': 'uploadVehicleDocument',
  'form.dailyExpress': 'getDailyExpress',

  'brand.multilease.change-address': 'submitMultileaseChangeAddress',
  'brand.multilease.change-name': 'submitMultileaseChangeName',
  'brand.multilease.leasing-liabilities': 'submitMultileaseLeasingLiabilities',
  'brand.multilease.my-payments': 'submitMultileaseMyPayments',
  'brand.multilease.order-payment-slip': 'submitMultileasePaymentSlipOrder',
  'brand.suzuki.contact': 'submitSuzukiContact',
  'brand.zeekr.contact': 'submitZeekrContact',
  'brand.zeekr.model-test-drive': 'submitZeekrModelTestDrive',
  'brand.emilfrey.contact': 'submitEmilfreyContact',
  'brand.emilfrey.newsletter': 'submitEmilfreyNewsletter',

  'model.configuratorModels': 'getConfiguratorModels',
  'model.savedConfiguration': 'getSavedConfiguration',
  'model.saveConfiguration': 'saveConfiguration',
  'model.configurationPdf': 'configurationPdfUrl',
  'model.configuratorModel': 'getConfiguratorModel',
  'model.slim': 'getConfiguratorModelSlim',
  'model.slimAllVariants': 'getConfiguratorModelVariants',
  'model.images360': 'getImages360',
  'model.modelImages': 'getModelImages',
  'model.entitySlim': 'getConfiguratorEntitySlim',
  'model.techData': 'getTechData',
  'model.brandWorldModels': 'getModelRange',
  'model.modelPage': 'getModelPage',
  'model.byMipsId': 'getModelByMipsId',
  'model.compare': 'getModelComparison',
  'model.variantsCompare': 'getVariantComparison',
  'model.brandPage': 'getBrandPage',
  'model.brandDealers': 'getBrandWorldDealers',
  'model.bestLeasing': 'getBestLeasing',
  'model.brands': 'getBrands',

  'base.internalIp': 'getInternalIp',
  'base.footnotes': 'getFootnotes',
  'base.seo': 'getSeo',

  'content.list': 'getContentEntries',
  'content.graphql': {
    navigation: 'getNavigationContent',
    footer: 'getFooterContent',
    magazineCategories: 'getMagazineCategories',
    campaigns: 'getCampaigns',
    keyCampaign: 'getKeyCampaign',
    news: 'getNewsContent',
    modelCategories: 'getModelCategories',
    zeekrModels: 'getZeekrModels',
    multileaseNavigation: 'getMultileaseNavigation',
    multileaseFooter: 'getMultileaseFooter',
  },
  'content.pageBuilder': 'getPageBuilderContent',

  'payment.status': 'getPaymentStatus',
};

const CORE_BASE = '{locale}/{wholesaler}/{country}/{platform}/';

/** An operation's calls: its path under the service with its query; a GraphQL operation, one call per query. */
function callsOf(id: string, operation: ApiOperation): SpecCall[] {
  const path = operation.path.startsWith(CORE_BASE) ? operation.path.slice(CORE_BASE.length) : operation.path;
  const query = operation.query?.length ? `?${operation.query.join('&')}` : '';
  const method = operation.response === 'pdf' ? 'LINK' : operation.method;
  const fetchers = OPERATION_FETCHERS[id];
  if (fetchers === undefined) throw new Error(`OPERATION_FETCHERS names no fetcher for the operation ${id}`);
  if (typeof fetchers === 'string')
    return [{ operation: id, service: operation.service, method, path: `${path}${query}`, fetcher: fetchers }];
  return Object.entries(fetchers).map(([field, fetcher]) => ({
    operation: id,
    service: operation.service,
    method,
    path: `${path} { ${field} }`,
    fetcher,
  }));
}

/** Every backend call of SPEC §7, from API_OPERATIONS: the checklist the contract tests hold the client libraries to. */
export const SPEC_CALLS: readonly SpecCall[] = Object.entries(API_OPERATIONS).flatMap(([id, operation]) => callsOf(id, operation));
