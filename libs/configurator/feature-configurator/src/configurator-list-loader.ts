import { configuratorModelsQuery } from '@carweb/api-model';
import { critical, type PageLoaderArgs } from '@carweb/platform-routing';

/**
 * The configurable models of the brand (configurator/models): critical, an outage answers 503 (decision 0015); the
 * service's "none" shows as an empty list.
 */
export async function loadConfiguratorList({ env, api }: PageLoaderArgs): Promise<null> {
  await critical(env.queryClient.ensureQueryData(configuratorModelsQuery(api, env.brand.wholesaler)));
  return null;
}
