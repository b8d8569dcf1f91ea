export {
  vehicleListRoute,
  brandVehicleListRoute,
  approvedListRoute,
  brandApprovedListRoute,
  subscriptionListRoute,
  brandSubscriptionListRoute,
} from './vehicle-list-route';
export { vehicleListCatalog } from './messages';
export { savedSearchesCatalog } from './saved-searches/messages';
