export {
  buyCheckoutRoute,
  leasingCheckoutRoute,
  onlineSalesCheckoutRoute,
  reservationCheckoutRoute,
  subscriptionCheckoutRoute,
  testDriveCheckoutRoute,
  type VehicleCheckoutData,
} from './vehicle-checkout-route';
export { tradeInRoute, type TradeInData } from './trade-in-route';
export { configurationReservationRoute, type ConfigurationReservationData } from './configuration-reservation-route';
export { purchaseOptionsRoute } from './purchase-options-route';
export { vehicleCheckoutsCatalog } from './messages';
