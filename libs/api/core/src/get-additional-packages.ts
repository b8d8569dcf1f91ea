import { queryOptions, useQuery } from '@tanstack/react-query';
import { contract, callService, corePath, useApiContext, type ApiContext } from '@carweb/api-http';

/** The vehicle's first registration and model decide which packages are offered. */
export interface AdditionalPackagesRequest {
  year: number;
  month: number;
  modelId: number;
}

/** The registration decides the additional packages; a new vehicle counts as registered this month. */
export function packagesRequest(
  vehicle: { firstRegistration: { year: number; month: number } | null; model: { id: number } },
  now = new Date(),
): AdditionalPackagesRequest {
  const registration = vehicle.firstRegistration ?? { year: now.getFullYear(), month: now.getMonth() + 1 };
  return { year: registration.year, month: registration.month, modelId: vehicle.model.id };
}

/** GET {core}/detail/additional-packages, query year, month, modelId */
export function getAdditionalPackages(ctx: ApiContext, request: AdditionalPackagesRequest, signal?: AbortSignal) {
  return callService(ctx, 'core', corePath(ctx, 'detail/additional-packages'), {
    schema: contract('additionalPackagesResponseSchema'),
    query: { ...request },
    signal,
  });
}

export function additionalPackagesQuery(ctx: ApiContext, request: AdditionalPackagesRequest) {
  return queryOptions({
    queryKey: ['core', 'additional-packages', ctx.locale, request.modelId, request.year, request.month],
    queryFn: ({ signal }) => getAdditionalPackages(ctx, request, signal),
  });
}

export function useAdditionalPackages(request: AdditionalPackagesRequest) {
  return useQuery(additionalPackagesQuery(useApiContext(), request));
}
