export * from './market-filter';
export * from './url-filter';
export * from './filter-changes';
export * from './api-filter';
export * from './vehicle-list-state';
export * from './promotion-cars-state';
export * from './vehicle-detail-state';
export * from './leasing-inputs';
