export { buyCheckoutRoute, leasingCheckoutRoute, testDriveCheckoutRoute, type VehicleCheckoutData } from './vehicle-checkout-route';
export { buyForm, leasingForm, testDriveForm, VEHICLE_CHECKOUT_FORMS, type VehicleCheckoutKind } from './forms/vehicle-checkout-forms';
export { vehicleCheckoutsCatalog } from './messages';
