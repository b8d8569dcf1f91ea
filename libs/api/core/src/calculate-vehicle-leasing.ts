import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { LeasingCalculationRequest } from '@carweb/api-contracts';
import { contract, callService, corePath, HttpClientError, useApiContext, type ApiContext } from '@carweb/api-http';

/** POST {core}/leasing/calculation/cars/{vehicleId}, body totalRuntime, kmPerYear, downPayment */
export function calculateVehicleLeasing(ctx: ApiContext, vehicleId: number, input: LeasingCalculationRequest, signal?: AbortSignal) {
  return callService(ctx, 'core', corePath(ctx, `leasing/calculation/cars/${vehicleId}`), {
    schema: contract('leasingCalculationResponseSchema'),
    method: 'POST',
    body: input,
    signal,
  });
}

/**
 * A calculation changes nothing on the server, so it is a query: the calculator's (debounced) inputs
 * are the key, a repeated configuration comes from the cache and the previous rate stays shown meanwhile.
 */
export function vehicleLeasingQuery(ctx: ApiContext, vehicleId: number, input: LeasingCalculationRequest) {
  return queryOptions({
    queryKey: ['core', 'leasing-calculation-car', ctx.locale, vehicleId, input],
    queryFn: ({ signal }) => calculateVehicleLeasing(ctx, vehicleId, input, signal),
    placeholderData: keepPreviousData,
    retry: (count, error) => !isInvalidLeasingConfiguration(error) && count < 3,
  });
}

export function useVehicleLeasing(vehicleId: number, input: LeasingCalculationRequest) {
  return useQuery(vehicleLeasingQuery(useApiContext(), vehicleId, input));
}

/** A 400 of a leasing call: the UI shows 'Diese Konfiguration ist leider ungültig.' */
export function isInvalidLeasingConfiguration(error: unknown): boolean {
  return error instanceof HttpClientError && error.status === 400;
}
