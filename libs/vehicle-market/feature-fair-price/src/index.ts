export { fairPriceCatalog } from './messages';
export { LazyFairPriceRating } from './LazyFairPriceRating';
export { fairPriceQuery } from './fair-price-query';
export { isRated, type RatedVehicle } from './rated';
export type { FairPrice } from './fair-price';
export type { PriceBand } from './bands';
export { listFairPricesQuery, prefetchListFairPrices } from './list-fair-prices';
export type { PackedFairPrice } from './packed-fair-prices';
