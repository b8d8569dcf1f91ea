export { getVehicleList, vehicleListQuery, useVehicleList } from './get-vehicle-list';
export { toVehicleCard, vehicleCardList } from './vehicle-card';
export { getPriceSample, PRICE_SAMPLE_SIZE, PRICE_SAMPLE_TTL_MS, type PriceSample } from './get-price-sample';
export { getVehicleCount, vehicleCountQuery, useVehicleCount } from './get-vehicle-count';
export { getSearchCriteria, searchCriteriaQuery, useSearchCriteria } from './get-search-criteria';
export { getVehicleDetail, vehicleDetailQuery, useVehicleDetail } from './get-vehicle-detail';
export { getSimilarVehicles, similarVehiclesQuery, useSimilarVehicles } from './get-similar-vehicles';
export { getMakesAndModels, makesAndModelsQuery, useMakesAndModels } from './get-makes-and-models';
export {
  getAdditionalPackages,
  additionalPackagesQuery,
  useAdditionalPackages,
  packagesRequest,
  type AdditionalPackagesRequest,
} from './get-additional-packages';
export { getTopCars, topCarsQuery, useTopCars } from './get-top-cars';
export { getCategoryPage, categoryPageQuery, useCategoryPage } from './get-category-page';
export { getJobs, jobsQuery, useJobs } from './get-jobs';
export {
  getVehicleTranslation,
  vehicleTranslationQuery,
  useVehicleTranslation,
  type VehicleTranslationConfiguration,
} from './get-vehicle-translation';
export {
  calculateVehicleLeasing,
  vehicleLeasingQuery,
  useVehicleLeasing,
  isInvalidLeasingConfiguration,
} from './calculate-vehicle-leasing';
export { calculateModelLeasing, modelLeasingQuery, useModelLeasing } from './calculate-model-leasing';
export { marketApi } from './market-api';
export { vehicleIdFromSlug } from './vehicle-id';
