export { vehicleDetailRoute, brandVehicleDetailRoute, loadVehicleDetail, vehicleSlugSelector } from './vehicle-detail-route';
export type { VehicleDetailLoaderData } from './vehicle-detail-route';
export { vehicleNotAvailableRoute, brandVehicleNotAvailableRoute } from './vehicle-not-available-route';
export { vehicleDetailCatalog } from './messages';
export { vehicleSitemapUrls, vehicleUrls } from './vehicle-sitemap';
