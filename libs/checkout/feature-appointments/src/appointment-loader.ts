import { pageDealer, type PageLoaderArgs } from '@carweb/platform-routing';
import { isSent } from './thanks-step';

export interface AppointmentData {
  sent: boolean;
}

export async function loadAppointment(args: PageLoaderArgs): Promise<AppointmentData> {
  await pageDealer(args);
  return { sent: isSent(args.request) };
}
