export { vehicleDetailRoute, brandVehicleDetailRoute, vehicleSlugSelector } from './vehicle-detail-route';
export type { VehicleDetailLoaderData } from './vehicle-detail-loader';
export { vehicleNotAvailableRoute, brandVehicleNotAvailableRoute } from './vehicle-not-available-route';
export { vehicleDetailCatalog } from './messages';
export { vehicleSitemapUrls, vehicleUrls } from './vehicle-sitemap';
