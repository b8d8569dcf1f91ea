import { dailyExpressQuery } from '@carweb/api-form';
import { critical, type PageLoaderArgs } from '@carweb/platform-routing';
import { zipQueryOf, type DailyExpressPageData } from './daily-express-lookup';

/** The form service's answer to a valid postcode is critical (an outage is the page's 503); no postcode asks nothing. */
export async function loadDailyExpress({ request, env, api }: PageLoaderArgs): Promise<DailyExpressPageData> {
  const query = zipQueryOf(new URL(request.url).searchParams);
  const answer = query.kind === 'zip' ? await critical(env.queryClient.ensureQueryData(dailyExpressQuery(api, query.zip))) : undefined;
  return { query, answer };
}
