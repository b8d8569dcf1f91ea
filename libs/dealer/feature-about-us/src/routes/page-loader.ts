import { redirect } from 'react-router-dom';
import { seoQuery } from '@carweb/api-base';
import { dealerPagePath, notFoundPath, type PageLoaderArgs, type PageType } from '@carweb/platform-routing';
import { SEO_PREFETCH_BUDGET_MS } from '@carweb/platform-seo';

export const LIBRARY = '@carweb/dealer-feature-about-us';

/** SPEC §2: about us or a sub-dealer that is absent (404/410, none) redirects (302) to the dealer home. */
export function toDealerHome({ dealer, env }: PageLoaderArgs): Response {
  return redirect(dealer ? dealerPagePath(dealer) : env.brand.rootRedirect);
}

/** A page the dealer does not have (our brands without brand pages): the not-found route of SPEC §2. */
export function toNotFound({ env, locale, dealer }: PageLoaderArgs): Response {
  return redirect(notFoundPath(env.brand, locale, dealer?.includeLocale ?? true));
}

/**
 * The SEO texts of a location's own page (base service seo with the sub-dealer's id, which the page's
 * <PageSeo> asks for): optional data, in the server HTML when they come within the SEO budget.
 */
export async function prefetchLocationSeo({ env, api }: PageLoaderArgs, route: PageType, dealerId: number | undefined): Promise<void> {
  if (dealerId === undefined) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const budget = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, SEO_PREFETCH_BUDGET_MS);
  });
  await Promise.race([env.queryClient.prefetchQuery(seoQuery(api, { route, dealerId })), budget]);
  clearTimeout(timer);
}
