import type { LocalizedSlugSelector } from '../route-handle';

/**
 * SPEC §2 localizedSlugSelector for a page whose entity is cached under `queryKey` (a promotion, a service,
 * a news item): the slug in every language, from the cached entity whose slug is the page's.
 */
export function cachedSlugSelector(queryKey: readonly unknown[]): LocalizedSlugSelector {
  return ({ queryClient, params }) => {
    const slug = params['slug'];
    const cached = queryClient.getQueriesData<{ slug: string; slugLocalizations: Record<string, string> }>({ queryKey });
    return cached.map(([, data]) => data).find((data) => data?.slug === slug)?.slugLocalizations;
  };
}
