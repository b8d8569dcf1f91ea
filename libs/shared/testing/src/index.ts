export { testDealer, testBrand } from './fixtures';
export { vehicleFixture, vehicleDetailFixture } from './vehicle-fixtures';
export { modelRangeFixture, savedConfigurationFixture } from './model-fixtures';
export { promotionFixture, promotionListFixture, promotionPageBuilderFixture, serviceThemePromotionFixture } from './promotion-fixtures';
