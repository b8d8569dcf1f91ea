import { queryOptions, useQuery } from '@tanstack/react-query';
import { contract, callService, useApiContext, type ApiContext } from '@carweb/api-http';

/** GET {dealerId}/dealer/service-employees */
export function getServiceEmployees(ctx: ApiContext, dealerId: number, signal?: AbortSignal) {
  return callService(ctx, 'dealer', `${dealerId}/dealer/service-employees`, { schema: contract('employeeListSchema'), signal });
}

export function serviceEmployeesQuery(ctx: ApiContext, dealerId: number) {
  return queryOptions({
    queryKey: ['dealer', 'service-employees', ctx.locale, dealerId],
    queryFn: ({ signal }) => getServiceEmployees(ctx, dealerId, signal),
  });
}

export function useServiceEmployees(dealerId: number) {
  return useQuery(serviceEmployeesQuery(useApiContext(), dealerId));
}
