export { testDealer, testBrand } from './fixtures';
