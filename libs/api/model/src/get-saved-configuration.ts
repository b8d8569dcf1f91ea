import { queryOptions, useQuery } from '@tanstack/react-query';
import { contract, callService, useApiContext, type ApiContext } from '@carweb/api-http';

/** GET configurator/saved-configuration/{configurationCode} */
export function getSavedConfiguration(ctx: ApiContext, configurationCode: string, signal?: AbortSignal) {
  return callService(ctx, 'model', `configurator/saved-configuration/${encodeURIComponent(configurationCode)}`, {
    schema: contract('savedConfigurationSchema'),
    signal,
  });
}

export function savedConfigurationQuery(ctx: ApiContext, configurationCode: string) {
  return queryOptions({
    queryKey: ['model', 'saved-configuration', ctx.locale, configurationCode],
    queryFn: ({ signal }) => getSavedConfiguration(ctx, configurationCode, signal),
  });
}

export function useSavedConfiguration(configurationCode: string) {
  return useQuery(savedConfigurationQuery(useApiContext(), configurationCode));
}
