export { testDealer, testBrand, provideTestBrand } from './fixtures';
export { vehicleFixture, vehicleDetailFixture } from './vehicle-fixtures';
export { modelRangeFixture, savedConfigurationFixture } from './model-fixtures';
export { dealerStockResponse, modelRangeResponse } from './model-range-fixtures';
export { promotionFixture, promotionListFixture, promotionPageBuilderFixture, serviceThemePromotionFixture } from './promotion-fixtures';
export {
  newsItemFixture,
  newsListFixture,
  pageBuilderFixture,
  serviceDetailFixture,
  serviceListFixture,
  servicePageFixture,
  workshopServicesFixture,
} from './service-news-fixtures';
export { inertnessProblems, XSS_FIELD_PAYLOADS, XSS_HTML_PAYLOADS, XSS_INERT_UNSANITIZED } from './xss-corpus';
export { memoryStorage } from './memory-storage';
