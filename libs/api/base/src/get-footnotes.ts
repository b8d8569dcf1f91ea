import { queryOptions, useQuery } from '@tanstack/react-query';
import { footnotesResponseSchema } from '@carweb/api-contracts';
import { callService, useApiContext, type ApiContext } from '@carweb/api-http';

/** GET footnotes?locale */
export async function getFootnotes(ctx: ApiContext, signal?: AbortSignal) {
  const response = await callService(ctx, 'base', 'footnotes', { schema: footnotesResponseSchema, signal });
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
