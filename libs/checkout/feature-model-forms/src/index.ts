export { modelOfferRoute, modelTestDriveRoute } from './model-form-route';
export type { ModelFormData } from './model-form-loader';
export { checkInRoute } from './check-in-route';
export type { CheckInData } from './check-in-loader';
export { modelFormsCatalog } from './messages';
