export {
  PAGE_SIZE,
  MAX_PAGE,
  ARRAY_PARAMETERS,
  type ArrayParameter,
  NUMBER_PARAMETERS,
  type NumberParameter,
  TEXT_PARAMETERS,
  type TextParameter,
  URL_PARAMETERS,
  type UrlParameter,
  type MarketFilter,
  isArrayParameter,
  isNumberParameter,
  isTextParameter,
  isUrlParameter,
} from './market-filter';
export { parseMarketFilter, marketFilterSearch, normalizeFilter, sameSelection } from './url-filter';
export {
  changeFilter,
  toggleCode,
  selectMake,
  toggleModel,
  setRange,
  setLocation,
  removeFilterTag,
  clearFilters,
  nextPage,
  activeFilterCount,
  type RangeValue,
  type LocationValue,
} from './filter-changes';
export { listRequest, selectionRequest, visiblePages, totalPages } from './api-filter';
export {
  vehicleListReducer,
  visibleVehicles,
  hasMorePages,
  type VehicleListState,
  initialVehicleListState,
  type VehicleListEvent,
} from './vehicle-list-state';
export {
  promotionCarsReducer,
  PROMOTION_CARS_LIMIT,
  type PromotionCarsState,
  initialPromotionCarsState,
  type PromotionCarsEvent,
  hasMorePromotionCars,
} from './promotion-cars-state';
export {
  vehicleDetailReducer,
  raiseVehicleNotAvailable,
  type VehicleDetailState,
  type VehicleDetailEvent,
  VEHICLE_NOT_AVAILABLE_EVENT,
  type VehicleNotAvailableDetail,
} from './vehicle-detail-state';
export {
  snapToRange,
  initialLeasingInput,
  leaseItemPrice,
  LEASING_DEBOUNCE_MS,
  DEFAULT_LEASING_BOUNDS,
  leasingSteps,
  type LeasingRange,
  type LeasingBounds,
} from './leasing-inputs';
export {
  withPreset,
  withoutPresetParameters,
  withoutPresetCriteria,
  type ListPreset,
  LIST_PRESETS,
  type ListPresetName,
} from './list-presets';
