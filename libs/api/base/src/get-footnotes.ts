import { queryOptions, useQuery } from '@tanstack/react-query';
import { contract, callService, useApiContext, type ApiContext } from '@carweb/api-http';

/** GET footnotes?locale */
export async function getFootnotes(ctx: ApiContext, signal?: AbortSignal) {
  const response = await callService(ctx, 'base', 'footnotes', { schema: contract('footnotesResponseSchema'), signal });
  return response.footnotes;
}

export function footnotesQuery(ctx: ApiContext) {
  return queryOptions({
    queryKey: ['base', 'footnotes', ctx.locale],
    queryFn: ({ signal }) => getFootnotes(ctx, signal),
    staleTime: 3_600_000,
  });
}

export function useFootnotes() {
  return useQuery(footnotesQuery(useApiContext()));
}
