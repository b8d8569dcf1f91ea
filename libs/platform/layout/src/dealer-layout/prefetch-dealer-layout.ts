import type { QueryClient } from '@tanstack/react-query';
import { footnotesQuery } from '@carweb/api-base';
import { multileaseFooterQuery, multileaseNavigationQuery } from '@carweb/api-content';
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
  const content = brand?.navigationSource === 'multileaseContent';
  await Promise.all([
    queryClient.prefetchQuery(footnotesQuery(api)),
    content && queryClient.prefetchQuery(multileaseNavigationQuery(api)),
    content && queryClient.prefetchQuery(multileaseFooterQuery(api)),
  ]);
}
