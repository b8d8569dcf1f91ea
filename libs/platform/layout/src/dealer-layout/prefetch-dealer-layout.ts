import type { QueryClient } from '@tanstack/react-query';
import { footnotesQuery } from '@carweb/api-base';
import type { ApiContext } from '@carweb/api-http';

/**
 * Data the dealer layout shows on every page (the footer's footnotes), loaded with the dealer so it
 * is in the server HTML and the browser does not fetch it again. Never fails: a failed load leaves
 * the footnotes out.
 */
export function prefetchDealerLayoutData(queryClient: QueryClient, api: ApiContext): Promise<void> {
  return queryClient.prefetchQuery(footnotesQuery(api));
}
