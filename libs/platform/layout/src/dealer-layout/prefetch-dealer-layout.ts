import type { QueryClient } from '@tanstack/react-query';
import { footnotesQuery } from '@carweb/api-base';
import type { ApiContext } from '@carweb/api-http';
import type { BrandConfig } from '@carweb/shared-util-brand';

/**
 * Data the dealer layout shows on every page, loaded with the dealer so it is in the server HTML and
 * the browser does not fetch it again: the footer's footnotes and, for a brand whose navigation and
 * footer come from the content service (`navigationSource`), those — all at once. Never fails: a failed
 * load leaves the footnotes out and lets the standard navigation and footer stand in (decision 0015).
 */
export async function prefetchDealerLayoutData(
  queryClient: QueryClient,
  api: ApiContext,
  brand?: Pick<BrandConfig, 'navigationSource'>,
): Promise<void> {
  // the other brands' dealer pages keep the SPEC §2 navigation and footer: no content to load, and no code for it in
  // their first load (the content queries and their GraphQL documents are a chunk of their own, decision 0051)
  const content =
    brand?.navigationSource === 'multileaseContent' &&
    import('../content-chrome/prefetch-content-chrome').then((module) => module.prefetchContentChrome(queryClient, api, brand));
  await Promise.all([queryClient.prefetchQuery(footnotesQuery(api)), content]);
}
