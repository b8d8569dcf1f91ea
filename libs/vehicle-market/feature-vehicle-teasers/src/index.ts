export { vehicleMarketCatalog, messages as vehicleMarketMessages } from './messages';
export {
  energyText,
  firstRegistrationText,
  vehicleCardModel,
  vehicleCardProps,
  type VehicleSummary,
  type VehicleSummaryFact,
  vehicleTags,
  vehicleTitle,
  watchedVehicle,
} from './card/vehicle-card-model';
export { VehicleTile } from './card/VehicleTile';
export { VehicleCarousel } from './card/VehicleCarousel';
export { WatchlistButtons } from './watchlist/WatchlistButtons';
export { WatchlistBar } from './watchlist/WatchlistBar';
export { type CheckoutKind, type MarketBase, marketLinks, type MarketLinks, useMarketBase, useMarketLinks } from './routing/market-links';
export { useMarketApi } from './routing/market-api';
