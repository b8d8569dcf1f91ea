export { serviceAppointmentRoute } from './service-appointment-route';
export type { ServiceAppointmentData } from './service-appointment-loader';
export { appointmentRoute } from './appointment-route';
export type { AppointmentData } from './appointment-loader';
export { dealerTestDriveRoute } from './dealer-test-drive-route';
export type { DealerTestDriveData } from './dealer-test-drive-loader';
export { appointmentsCatalog } from './messages';
