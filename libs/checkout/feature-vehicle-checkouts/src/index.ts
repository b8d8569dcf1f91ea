export {
  buyCheckoutRoute,
  leasingCheckoutRoute,
  onlineSalesCheckoutRoute,
  reservationCheckoutRoute,
  subscriptionCheckoutRoute,
  testDriveCheckoutRoute,
} from './vehicle-checkout-route';
export type { VehicleCheckoutData } from './vehicle-checkout-loader';
export { tradeInRoute } from './trade-in-route';
export type { TradeInData } from './trade-in-loader';
export { configurationReservationRoute } from './configuration-reservation-route';
export type { ConfigurationReservationData } from './configuration-reservation-loader';
export { purchaseOptionsRoute } from './purchase-options-route';
export { vehicleCheckoutsCatalog } from './messages';
