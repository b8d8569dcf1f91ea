export { vehicleMarketCatalog, messages as vehicleMarketMessages } from './messages';
export * from './card/vehicle-card-model';
export { VehicleTile } from './card/VehicleTile';
export { VehicleCarousel } from './card/VehicleCarousel';
export { WatchlistButtons } from './watchlist/WatchlistButtons';
export { WatchlistBar } from './watchlist/WatchlistBar';
export * from './routing/market-links';
export * from './routing/market-api';
