export {
  buyCheckoutRoute,
  leasingCheckoutRoute,
  reservationCheckoutRoute,
  testDriveCheckoutRoute,
  type VehicleCheckoutData,
} from './vehicle-checkout-route';
export { tradeInRoute, type TradeInData } from './trade-in-route';
export { vehicleCheckoutsCatalog } from './messages';
