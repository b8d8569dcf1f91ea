import type { QueryClient } from '@tanstack/react-query';
import type { ApiContext } from '@carweb/api-http';
import type { BrandConfig } from '@carweb/shared-util-brand';
import { contentChromeQueries } from './content-chrome-queries';

/** The content service's navigation and footer of a brand whose dealer pages show them (`navigationSource`). */
export async function prefetchContentChrome(
  queryClient: QueryClient,
  api: ApiContext,
  brand: Pick<BrandConfig, 'navigationSource'>,
): Promise<void> {
  const content = contentChromeQueries(api, brand);
  await Promise.all([queryClient.prefetchQuery(content.navigation), queryClient.prefetchQuery(content.footer)]);
}
