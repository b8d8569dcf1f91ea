import type { QueryClient } from '@tanstack/react-query';
import { footnotesQuery } from '@carweb/api-base';
import type { ApiContext } from '@carweb/api-http';
import type { BrandConfig } from '@carweb/shared-util-brand';
import { contentChromeQueries } from '../content-chrome/content-chrome-queries';

/**
 * Data the site frame shows on every site page, loaded with the page so it is in the server HTML and the browser does
 * not fetch it again: the footnotes and the brand's content navigation and footer (every brand: the site pages show
 * them), all at once. Never fails: a failed load leaves the footnotes out and lets the standard site navigation and
 * footer stand in (decision 0015).
 */
export async function prefetchSiteLayoutData(
  queryClient: QueryClient,
  api: ApiContext,
  brand: Pick<BrandConfig, 'navigationSource'>,
): Promise<void> {
  const content = contentChromeQueries(api, brand);
  await Promise.all([
    queryClient.prefetchQuery(footnotesQuery(api)),
    queryClient.prefetchQuery(content.navigation),
    queryClient.prefetchQuery(content.footer),
  ]);
}
