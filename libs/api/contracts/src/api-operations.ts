import { z } from 'zod';
import { countResponseSchema } from './common';
import {
  dealerHomepageSchema,
  dealerListSchema,
  dealerListSearchCriteriaSchema,
  dealerSchema,
  hasCarsResponseSchema,
  minimalDealerListSchema,
  subDealerDetailListSchema,
  subDealerDetailSchema,
} from './dealer';
import {
  aboutUsSchema,
  dealerServiceDetailSchema,
  dealerServiceListSchema,
  dealerServicePageSchema,
  employeeListSchema,
  newsItemSchema,
  newsListSchema,
  promotionListSchema,
  promotionSchema,
  workshopServiceListSchema,
} from './dealer-pages';
import { vehicleListResponseSchema } from './vehicle';
import { additionalPackagesResponseSchema, vehicleDetailSchema } from './vehicle-detail';
import { makesAndModelsResponseSchema, searchCriteriaResponseSchema } from './search-criteria';
import { categoryPageSchema, jobListResponseSchema, vehicleTranslationResponseSchema } from './core-misc';
import { leasingCalculationRequestSchema, leasingCalculationResponseSchema, modelLeasingCalculationRequestSchema } from './leasing';
import { FORM_PAYLOAD_SCHEMAS } from './forms';
import {
  checkInSchema,
  dailyExpressResponseSchema,
  formSubmitResponseSchema,
  reservationPaymentResponseSchema,
  serviceFormResponseSchema,
  uploadResponseSchema,
} from './form-responses';
import { BRAND_FORM_SCHEMAS } from './brand-forms';
import {
  configurationSavePayloadSchema,
  configuratorEntitySlimSchema,
  configuratorModelSchema,
  configuratorModelSlimAllVariantsSchema,
  configuratorModelSlimSchema,
  configuratorModelsResponseSchema,
  images360ResponseSchema,
  modelCompareResponseSchema,
  modelImagesResponseSchema,
  modelPageSchema,
  modelRangeResponseSchema,
  modelSchema,
  savedConfigurationSchema,
  techDataResponseSchema,
  variantsCompareResponseSchema,
} from './model';
import { bestLeasingResponseSchema, brandPageSchema, brandWorldDealersResponseSchema, brandsResponseSchema } from './brand-world';
import { footnotesResponseSchema, internalIpResponseSchema, seoResponseSchema } from './base';
import { contentListResponseSchema, graphqlRequestSchema, graphqlResponseSchema, pageBuilderContentSchema } from './content';
import { paymentStatusResponseSchema } from './payment';

export type ApiService = 'core' | 'dealer' | 'form' | 'model' | 'base' | 'content' | 'brand' | 'payment';

/** One backend call of SPEC §7: where it lives, what it takes and what it answers. */
export interface ApiOperation {
  service: ApiService;
  method: 'GET' | 'POST';
  /** path under the service address; {name} are path parameters, a trailing ? marks an optional one */
  path: string;
  query?: readonly string[];
  request?: z.ZodTypeAny;
  /** a zod schema, or 'pdf' for the configuration PDF link */
  response: z.ZodTypeAny | 'pdf';
}

const CORE = '{locale}/{wholesaler}/{country}/{platform}';
const BRAND = '{locale}/{brand}.ch/{platform}';
const op = (
  service: ApiService,
  method: ApiOperation['method'],
  path: string,
  response: ApiOperation['response'],
  extra: Partial<ApiOperation> = {},
): ApiOperation => ({ service, method, path, response, ...extra });
const get = (service: ApiService, path: string, response: ApiOperation['response'], query?: readonly string[]) =>
  op(service, 'GET', path, response, { query });

const FORM_RESPONSES: Partial<Record<keyof typeof FORM_PAYLOAD_SCHEMAS, z.ZodTypeAny>> = {
  'reservation-payment': reservationPaymentResponseSchema,
  'reservation-unspecific-payment': reservationPaymentResponseSchema,
  service: serviceFormResponseSchema,
};

const formOperations = Object.fromEntries(
  Object.entries(FORM_PAYLOAD_SCHEMAS).map(([path, schema]) => [
    `form.${path}`,
    op('form', 'POST', path, FORM_RESPONSES[path as keyof typeof FORM_PAYLOAD_SCHEMAS] ?? formSubmitResponseSchema, { request: schema }),
  ]),
);

const brandOperations = Object.fromEntries(
  Object.entries(BRAND_FORM_SCHEMAS).flatMap(([brand, actions]) =>
    Object.entries(actions).map(([action, schema]) => [
      `brand.${brand}.${action}`,
      op('brand', 'POST', `${BRAND.replace('{brand}', brand)}/${action}`, formSubmitResponseSchema, { request: schema as z.ZodTypeAny }),
    ]),
  ),
);

/** Every call of SPEC §7, keyed by a stable id; clients and the sandbox are tested against this list. */
export const API_OPERATIONS: Record<string, ApiOperation> = {
  'core.categoryPage': get('core', `${CORE}/category-pages/{slug}`, categoryPageSchema),
  'core.detail': get('core', `${CORE}/detail/{id}`, vehicleDetailSchema, ['dealerSlug']),
  'core.listCount': get('core', `${CORE}/list/count`, countResponseSchema, ['filter']),
  'core.list': get('core', `${CORE}/list`, vehicleListResponseSchema, ['filter', 'dealerSlug']),
  'core.searchCriteria': get('core', `${CORE}/filter/search-criteria`, searchCriteriaResponseSchema, ['filter']),
  'core.similar': get('core', `${CORE}/detail/{id}/similar`, vehicleListResponseSchema, ['filter', 'dealerSlug']),
  'core.makesAndModels': get('core', `${CORE}/filter/makes-and-models`, makesAndModelsResponseSchema, ['filter']),
  'core.additionalPackages': get('core', `${CORE}/detail/additional-packages`, additionalPackagesResponseSchema, [
    'year',
    'month',
    'modelId',
  ]),
  'core.topCars': get('core', `${CORE}/list/top-cars`, vehicleListResponseSchema, ['filter', 'dealerSlug']),
  'core.jobs': get('core', `${CORE}/jobs`, jobListResponseSchema),
  'core.translate': get('core', `${CORE}/vehicle-translation/translate`, vehicleTranslationResponseSchema, ['configuration']),
  'core.leasingCar': op('core', 'POST', `${CORE}/leasing/calculation/cars/{vehicleId}`, leasingCalculationResponseSchema, {
    request: leasingCalculationRequestSchema,
  }),
  'core.leasingModel': op('core', 'POST', `${CORE}/leasing/calculation/model`, leasingCalculationResponseSchema, {
    request: modelLeasingCalculationRequestSchema,
  }),

  'dealer.bySlug': get('dealer', 'dealer-slug/{dealerSlug}', dealerSchema),
  'dealer.homepage': get('dealer', '{dealerId}/dealer/homepage', dealerHomepageSchema),
  'dealer.serviceList': get('dealer', '{dealerId}/dealer/service-list', dealerServiceListSchema),
  'dealer.promotions': get('dealer', '{dealerId}/dealer/promotions', promotionListSchema),
  'dealer.news': get('dealer', '{dealerId}/dealer/news', newsListSchema),
  'dealer.newsDetail': get('dealer', '{dealerId}/dealer/news/{slug}', newsItemSchema),
  'dealer.promotion': get('dealer', '{dealerId}/dealer/promotion/{slug}', promotionSchema),
  'dealer.subDealer': get('dealer', '{dealerId}/dealer/sub-dealers/{subDealerSlug}', subDealerDetailSchema),
  'dealer.subDealerDetails': get('dealer', '{dealerId}/dealer/sub-dealers/detail', subDealerDetailListSchema, ['subDealerIds']),
  'dealer.hasCars': get('dealer', '{dealerId}/dealer/has-cars', hasCarsResponseSchema),
  'dealer.serviceEmployees': get('dealer', '{dealerId}/dealer/service-employees', employeeListSchema),
  'dealer.serviceDetail': get('dealer', '{dealerId}/dealer/service-detail/{serviceSlug}', dealerServiceDetailSchema),
  'dealer.workshopServices': get('dealer', '{dealerId}/dealer/workshop-services', workshopServiceListSchema),
  'dealer.servicePage': get('dealer', '{dealerId}/dealer/service-page', dealerServicePageSchema),
  'dealer.aboutUs': get('dealer', '{dealerId}/dealer/about-us/{subDealerId?}', aboutUsSchema),
  'dealer.list': get('dealer', 'dealer-list', dealerListSchema, ['filter', 'dealerServiceType']),
  'dealer.listMin': get('dealer', 'dealer-list/min', minimalDealerListSchema, ['filter']),
  'dealer.listSearchCriteria': get('dealer', 'dealer-list/search-criteria', dealerListSearchCriteriaSchema),

  ...formOperations,
  'form.tradeInMakesAndModels': get('form', 'trade-in/makes-and-models', makesAndModelsResponseSchema),
  'form.checkIn': get('form', 'check-in/{hash}', checkInSchema),
  'form.upload': op('form', 'POST', 'utility/upload', uploadResponseSchema),
  'form.dailyExpress': get('form', 'emilfrey/daily-express', dailyExpressResponseSchema, ['zip']),

  ...brandOperations,

  'model.configuratorModels': get('model', 'configurator/models', configuratorModelsResponseSchema),
  'model.savedConfiguration': get('model', 'configurator/saved-configuration/{configurationCode}', savedConfigurationSchema),
  'model.saveConfiguration': op('model', 'POST', 'configurator/save-configuration', savedConfigurationSchema, {
    request: configurationSavePayloadSchema,
  }),
  'model.configurationPdf': get('model', 'configurator/pdf/{configurationCode}', 'pdf'),
  'model.configuratorModel': get('model', 'configurator/models/{slug}', configuratorModelSchema, ['entitySlug', 'configurationCode']),
  'model.slim': get('model', 'configurator/models/{modelCode}/slim', configuratorModelSlimSchema),
  'model.slimAllVariants': get('model', 'configurator/models/{modelCode}/slimAllVariants', configuratorModelSlimAllVariantsSchema),
  'model.images360': get('model', 'configurator/models/{entityId}/{colorCode}/images360', images360ResponseSchema, ['ec']),
  'model.modelImages': get('model', 'configurator/models/{entityId}/{colorCode}/model-images', modelImagesResponseSchema),
  'model.entitySlim': get('model', 'configurator/entities/{entityId}/slim', configuratorEntitySlimSchema),
  'model.techData': get('model', 'configurator/models/{slug}/tech-data', techDataResponseSchema),
  'model.brandWorldModels': get('model', 'brand-world/models', modelRangeResponseSchema, ['onlyToolsModels']),
  'model.modelPage': get('model', 'model/model-page/{slug}', modelPageSchema, ['wholesaler']),
  'model.byMipsId': get('model', 'model/{mipsId}', modelSchema),
  'model.compare': get('model', 'configurator/compare', modelCompareResponseSchema, ['models']),
  'model.variantsCompare': get('model', 'configurator/variants-compare', variantsCompareResponseSchema, ['entities']),
  'model.brandPage': get('model', 'brand-world/page/{brandSlug}', brandPageSchema),
  'model.brandDealers': get('model', 'brand-world/dealers/{vehicleProfileId}', brandWorldDealersResponseSchema),
  'model.bestLeasing': get('model', 'brand-world/best-leasing', bestLeasingResponseSchema, ['brand']),
  'model.brands': get('model', 'brand-world', brandsResponseSchema),

  'base.internalIp': get('base', 'internal-ip', internalIpResponseSchema),
  'base.footnotes': get('base', 'footnotes', footnotesResponseSchema),
  'base.seo': get('base', 'seo', seoResponseSchema, ['route', 'dealerId']),

  'content.list': get('content', 'api/v3/content/{model}', contentListResponseSchema, [
    'limit',
    'offset',
    'fields',
    'sort',
    'locale',
    'enrich',
    'cachebust',
  ]),
  'content.graphql': op('content', 'POST', 'graphql', graphqlResponseSchema, { request: graphqlRequestSchema }),
  'content.pageBuilder': get('content', 'page-builder/{model}/{pageId}', pageBuilderContentSchema),

  'payment.status': get('payment', 'payment-status/{paymentSessionId}', paymentStatusResponseSchema),
};
export type ApiOperationId = keyof typeof API_OPERATIONS;
