export { postLeadForm, type LeadSubmission } from './post-lead-form';
export { submitAppointment, appointmentMutation, useSubmitAppointment } from './submit-appointment';
export { submitBuyingRequest, buyingRequestMutation, useSubmitBuyingRequest } from './submit-buying-request';
export { submitCorporateContact, corporateContactMutation, useSubmitCorporateContact } from './submit-corporate-contact';
export { submitLeasingRequest, leasingRequestMutation, useSubmitLeasingRequest } from './submit-leasing-request';
export { submitModelOffer, modelOfferMutation, useSubmitModelOffer } from './submit-model-offer';
export { submitModelTestDrive, modelTestDriveMutation, useSubmitModelTestDrive } from './submit-model-test-drive';
export { submitReservationPayment, reservationPaymentMutation, useSubmitReservationPayment } from './submit-reservation-payment';
export {
  submitUnspecificReservationPayment,
  unspecificReservationPaymentMutation,
  useSubmitUnspecificReservationPayment,
} from './submit-unspecific-reservation-payment';
export { submitServiceAppointment, serviceAppointmentMutation, useSubmitServiceAppointment } from './submit-service-appointment';
export { submitSubscription, subscriptionMutation, useSubmitSubscription } from './submit-subscription';
export { submitTestDrive, testDriveMutation, useSubmitTestDrive } from './submit-test-drive';
export { submitTradeIn, tradeInMutation, useSubmitTradeIn } from './submit-trade-in';
export { submitBrochureRequest, brochureRequestMutation, useSubmitBrochureRequest } from './submit-brochure-request';
export {
  submitConfiguratorModelTestDrive,
  configuratorModelTestDriveMutation,
  useSubmitConfiguratorModelTestDrive,
} from './submit-configurator-model-test-drive';
export { submitSoftLead, softLeadMutation, useSubmitSoftLead } from './submit-soft-lead';
export { getCheckIn, checkInQuery, useCheckIn } from './get-check-in';
export {
  uploadVehicleDocument,
  vehicleDocumentUploadMutation,
  useUploadVehicleDocument,
  VehicleDocumentRejected,
} from './upload-vehicle-document';
export { getDailyExpress, dailyExpressQuery, useDailyExpress } from './get-daily-express';
export { getTradeInMakesAndModels, tradeInMakesAndModelsQuery, useTradeInMakesAndModels } from './get-trade-in-makes-and-models';
