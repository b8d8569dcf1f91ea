export { vehicleFixture, vehicleDetailFixture } from './vehicle-fixtures';
