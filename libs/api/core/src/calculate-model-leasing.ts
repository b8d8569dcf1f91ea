import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ModelLeasingCalculationRequest } from '@carweb/api-contracts';
import { contract, callService, corePath, useApiContext, type ApiContext } from '@carweb/api-http';
import { isInvalidLeasingConfiguration } from './calculate-vehicle-leasing';

/** POST {core}/leasing/calculation/model, free-form body (a price source plus the three leasing inputs). */
export function calculateModelLeasing(ctx: ApiContext, input: ModelLeasingCalculationRequest, signal?: AbortSignal) {
  return callService(ctx, 'core', corePath(ctx, 'leasing/calculation/model'), {
    schema: contract('leasingCalculationResponseSchema'),
    method: 'POST',
    body: input,
    signal,
  });
}

/** A query for the same reason as the vehicle calculation: it computes, it stores nothing. */
export function modelLeasingQuery(ctx: ApiContext, input: ModelLeasingCalculationRequest) {
  return queryOptions({
    queryKey: ['core', 'leasing-calculation-model', ctx.locale, input],
    queryFn: ({ signal }) => calculateModelLeasing(ctx, input, signal),
    placeholderData: keepPreviousData,
    retry: (count, error) => !isInvalidLeasingConfiguration(error) && count < 3,
  });
}

export function useModelLeasing(input: ModelLeasingCalculationRequest) {
  return useQuery(modelLeasingQuery(useApiContext(), input));
}
