import { redirect } from 'react-router-dom';
import { jobsQuery } from '@carweb/api-core';
import { critical, notFoundPath, type PageLoaderArgs } from '@carweb/platform-routing';

/**
 * The jobs page (builderContentPage). Loader contract (decision 0015): the jobs (core `jobs`) are critical, an outage
 * answers 503 in the site frame; a brand the core API has no jobs for (absence) gets the not-found route, as the
 * model list does. No job at all, or none at the chosen place, is the page's empty state.
 */
export async function loadJobs({ env, api, locale }: PageLoaderArgs): Promise<null> {
  const jobs = await critical(env.queryClient.ensureQueryData(jobsQuery(api)));
  if (!jobs) throw redirect(notFoundPath(env.brand, locale));
  return null;
}
