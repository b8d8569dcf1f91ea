export { vehicleListRoute, brandVehicleListRoute } from './vehicle-list-route';
export { vehicleListCatalog } from './messages';
