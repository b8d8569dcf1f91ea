import { lazyPage, NO_INDEX_NO_FOLLOW, type PageLoaderArgs, type PageRoute } from '@carweb/platform-routing';
import { isSent, pageDealer } from './page-dealer';

const appointmentPage = lazyPage(() => import('./page/AppointmentPage'));

export interface AppointmentData {
  sent: boolean;
}

async function loadAppointment(args: PageLoaderArgs): Promise<AppointmentData> {
  await Promise.all([pageDealer(args), appointmentPage.preload()]);
  return { sent: isSent(args.request) };
}

/** {base}/termin-vereinbaren (SPEC §2 appointment form, appointmentCheckoutPage, noindex/nofollow). */
export const appointmentRoute: PageRoute = {
  id: 'appointment',
  library: '@carweb/checkout-feature-appointments',
  routeKey: 'appointment',
  handle: { pageType: 'appointmentCheckoutPage', robots: NO_INDEX_NO_FOLLOW, navType: 'checkout' },
  loader: loadAppointment,
  // the lead's code and contracts load with the first submit, not with the page
  action: (args) => import('./appointment-action').then((module) => module.appointmentAction(args)),
  Component: appointmentPage.Component,
};
