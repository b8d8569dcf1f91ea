import { workshopServicesQuery } from '@carweb/api-dealer';
import type { ApiContext } from '@carweb/api-http';

/** Workshop services change with the dealer's price list, not by the minute. */
export const WORKSHOP_SERVICES_STALE_MS = 3_600_000;

/**
 * The dealer's workshop services, cached per dealer and language (SPEC §4 "workshop services cached
 * per dealer"): the key is the dealer service's own (the appointment checkout reads the same entry),
 * a language change is another key and loads them again.
 */
export function cachedWorkshopServicesQuery(api: ApiContext, dealerId: number) {
  return { ...workshopServicesQuery(api, dealerId), staleTime: WORKSHOP_SERVICES_STALE_MS };
}
