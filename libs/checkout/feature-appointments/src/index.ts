export { serviceAppointmentRoute, type ServiceAppointmentData } from './service-appointment-route';
export { appointmentRoute, type AppointmentData } from './appointment-route';
export { dealerTestDriveRoute, type DealerTestDriveData } from './dealer-test-drive-route';
export { appointmentsCatalog } from './messages';
