import type { StaticHandlerContext } from 'react-router-dom';

/** The response header an edge cache (Varnish's xkey) reads a page's keys from: space-separated. */
export const SURROGATE_KEY_HEADER = 'xkey';

export const vehicleKey = (id: number) => `vehicle-${id}`;

/**
 * A page's surrogate keys (decision 0045): one per vehicle it shows, its dealer, its page type. A vehicle change purges
 * `vehicle-<id>` at the edge as the page cache purges the pages that show it; a dealer or page type can be purged
 * whole. Keys hold no spaces (the header's separator): slugs and page types never do.
 */
export function surrogateKeysOf(context: StaticHandlerContext, pageType: string | undefined, vehicleIds: readonly number[]): string[] {
  const dealerSlug = context.matches.map((match) => match.params['dealerSlug']).find(Boolean);
  return [
    ...(pageType ? [`page-${pageType}`] : []),
    ...(dealerSlug ? [`dealer-${encodeURIComponent(dealerSlug)}`] : []),
    ...vehicleIds.map(vehicleKey),
  ];
}
