export {
  buyCheckoutRoute,
  leasingCheckoutRoute,
  reservationCheckoutRoute,
  subscriptionCheckoutRoute,
  testDriveCheckoutRoute,
  type VehicleCheckoutData,
} from './vehicle-checkout-route';
export { tradeInRoute, type TradeInData } from './trade-in-route';
export { purchaseOptionsRoute } from './purchase-options-route';
export { vehicleCheckoutsCatalog } from './messages';
