import { queryOptions, useQuery } from '@tanstack/react-query';
import { contract, callService, useApiContext, type ApiContext } from '@carweb/api-http';

/** Which variant to open: by its slug, or a saved configuration by its code. */
export interface ConfiguratorSelection {
  entitySlug?: string;
  configurationCode?: string;
}

/** GET configurator/models/{slug}, query entitySlug, configurationCode: the configurator of one model */
export function getConfiguratorModel(ctx: ApiContext, slug: string, selection: ConfiguratorSelection = {}, signal?: AbortSignal) {
  return callService(ctx, 'model', `configurator/models/${encodeURIComponent(slug)}`, {
    schema: contract('configuratorModelSchema'),
    query: { ...selection },
    signal,
  });
}

export function configuratorModelQuery(ctx: ApiContext, slug: string, selection: ConfiguratorSelection = {}) {
  return queryOptions({
    queryKey: ['model', 'configurator-model', ctx.locale, slug, selection.entitySlug ?? null, selection.configurationCode ?? null],
    queryFn: ({ signal }) => getConfiguratorModel(ctx, slug, selection, signal),
  });
}

export function useConfiguratorModel(slug: string, selection: ConfiguratorSelection = {}) {
  return useQuery(configuratorModelQuery(useApiContext(), slug, selection));
}
