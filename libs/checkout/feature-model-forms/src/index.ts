export { modelOfferRoute, modelTestDriveRoute, type ModelFormData } from './model-form-route';
export { checkInRoute, type CheckInData } from './check-in-route';
export { modelFormsCatalog } from './messages';
