export { testDealer, testBrand } from './fixtures';
export { vehicleFixture, vehicleDetailFixture } from './vehicle-fixtures';
