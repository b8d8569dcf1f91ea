import { queryOptions, useQuery } from '@tanstack/react-query';
import { contract, callService, useApiContext, type ApiContext } from '@carweb/api-http';

/** GET {dealerId}/dealer/workshop-services: what the service-appointment checkout offers (reloaded on a language change) */
export function getWorkshopServices(ctx: ApiContext, dealerId: number, signal?: AbortSignal) {
  return callService(ctx, 'dealer', `${dealerId}/dealer/workshop-services`, { schema: contract('workshopServiceListSchema'), signal });
}

export function workshopServicesQuery(ctx: ApiContext, dealerId: number) {
  return queryOptions({
    queryKey: ['dealer', 'workshop-services', ctx.locale, dealerId],
    queryFn: ({ signal }) => getWorkshopServices(ctx, dealerId, signal),
  });
}

export function useWorkshopServices(dealerId: number) {
  return useQuery(workshopServicesQuery(useApiContext(), dealerId));
}
