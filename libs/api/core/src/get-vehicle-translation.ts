import { queryOptions, useQuery } from '@tanstack/react-query';
import { contract, callService, corePath, useApiContext, type ApiContext } from '@carweb/api-http';

/** Filter name → the codes to translate (empty: every code of every vocabulary). */
export type VehicleTranslationConfiguration = Record<string, string | readonly string[]>;

/** GET {core}/vehicle-translation/translate, query configuration (JSON): filter codes → labels in the locale. */
export async function getVehicleTranslation(ctx: ApiContext, configuration: VehicleTranslationConfiguration = {}, signal?: AbortSignal) {
  const response = await callService(ctx, 'core', corePath(ctx, 'vehicle-translation/translate'), {
    schema: contract('vehicleTranslationResponseSchema'),
    query: { configuration },
    signal,
  });
  return response.translations;
}

export function vehicleTranslationQuery(ctx: ApiContext, configuration: VehicleTranslationConfiguration = {}) {
  return queryOptions({
    queryKey: ['core', 'vehicle-translation', ctx.locale, configuration],
    queryFn: ({ signal }) => getVehicleTranslation(ctx, configuration, signal),
    staleTime: 3_600_000,
  });
}

export function useVehicleTranslation(configuration: VehicleTranslationConfiguration = {}) {
  return useQuery(vehicleTranslationQuery(useApiContext(), configuration));
}
