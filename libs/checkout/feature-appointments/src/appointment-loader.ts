import type { PageLoaderArgs } from '@carweb/platform-routing';
import { appointmentPage } from './appointment-route';
import { isSent, pageDealer } from './page-dealer';

export interface AppointmentData {
  sent: boolean;
}

export async function loadAppointment(args: PageLoaderArgs): Promise<AppointmentData> {
  await Promise.all([pageDealer(args), appointmentPage.preload()]);
  return { sent: isSent(args.request) };
}
