import { queryOptions, useQuery } from '@tanstack/react-query';
import { contract, callService, corePath, useApiContext, type ApiContext } from '@carweb/api-http';

/** GET {core}/jobs */
export async function getJobs(ctx: ApiContext, signal?: AbortSignal) {
  const response = await callService(ctx, 'core', corePath(ctx, 'jobs'), { schema: contract('jobListResponseSchema'), signal });
  return response.jobs;
}

export function jobsQuery(ctx: ApiContext) {
  return queryOptions({
    queryKey: ['core', 'jobs', ctx.locale, ctx.wholesaler],
    queryFn: ({ signal }) => getJobs(ctx, signal),
  });
}

export function useJobs() {
  return useQuery(jobsQuery(useApiContext()));
}
