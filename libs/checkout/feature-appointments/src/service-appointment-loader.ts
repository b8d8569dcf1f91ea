import { workshopServicesQuery } from '@carweb/api-dealer';
import { logEvent } from '@carweb/api-http';
import { tradeInMakesAndModelsQuery } from '@carweb/api-form';
import { critical, pageDealer, type PageLoaderArgs } from '@carweb/platform-routing';
import { isSent } from './thanks-step';

/** What the service appointment page shows: the form (or its thanks), the dealer's own booking form, or why there is no form. */
export type ServiceAppointmentData =
  { kind: 'form'; dealerId: number; sent: boolean } | { kind: 'externalForm'; url: string } | { kind: 'noServices' };

/**
 * SPEC §2 service guard: the dealer's workshop services are loaded first (per dealer and language:
 * the query key holds both, so a language change loads them again). None (or none known) is the
 * spec's 'No services available': a page that says so and how to reach the dealer, not an empty
 * form. A dealer with its own booking form (`externalServiceFormUrl`) is linked there instead.
 */
export async function loadServiceAppointment(args: PageLoaderArgs): Promise<ServiceAppointmentData> {
  const dealer = await pageDealer(args);
  if (isSent(args.request)) return { kind: 'form', dealerId: dealer.dealerId, sent: true };
  if (dealer.externalServiceFormUrl) return { kind: 'externalForm', url: dealer.externalServiceFormUrl };
  const { queryClient } = args.env;
  const [services] = await Promise.all([
    critical(queryClient.ensureQueryData(workshopServicesQuery(args.api, dealer.dealerId))),
    // makes and models are suggestions for the vehicle data only
    queryClient.prefetchQuery(tradeInMakesAndModelsQuery(args.api)),
  ]);
  if (!services?.length) {
    logEvent('warn', 'No services available', { dealer: dealer.slug });
    return { kind: 'noServices' };
  }
  return { kind: 'form', dealerId: dealer.dealerId, sent: false };
}
