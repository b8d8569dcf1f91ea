import { redirect } from 'react-router-dom';
import { modelRangeQuery } from '@carweb/api-model';
import { critical, notFoundPath, type PageLoaderArgs } from '@carweb/platform-routing';

/**
 * The brand's model list on the site (modelListPage). Loader contract (decision 0015): the model range (model
 * service brand-world/models) is critical, an outage answers 503 in the site frame; a brand without one (absence)
 * gets the not-found route, as the dealer's model range does.
 */
export async function loadModelList({ env, api, locale }: PageLoaderArgs): Promise<null> {
  const range = await critical(env.queryClient.ensureQueryData(modelRangeQuery(api)));
  if (!range) throw redirect(notFoundPath(env.brand, locale));
  return null;
}
