import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { multileaseFooterQuery, multileaseNavigationQuery } from '@carweb/api-content';
import { useApiContext } from '@carweb/api-http';
import { useDealerBase } from '@carweb/platform-routing';
import { contentFooter } from '../footer/content-footer';
import { resolveChromeLink, useServesPath } from '../links/content-chrome-links';
import { contentNavigation, type ResolveLink } from '../navigation/content-navigation';

function useResolveChromeLink(): ResolveLink {
  const base = useDealerBase();
  const serves = useServesPath();
  return useMemo(() => (url: string) => resolveChromeLink(url, base, serves), [base, serves]);
}

/**
 * The content service's navigation, prefetched by the dealer layout's loader. While it loads in the
 * browser (it failed on the server), when it failed or is empty: undefined — the standard navigation shows.
 */
export function useContentNavigation() {
  const resolve = useResolveChromeLink();
  const { data } = useQuery(multileaseNavigationQuery(useApiContext()));
  return useMemo(() => contentNavigation(data, resolve), [data, resolve]);
}

/** The content service's footer, like the navigation: undefined while loading, on failure or when empty. */
export function useContentFooter() {
  const resolve = useResolveChromeLink();
  const { data } = useQuery(multileaseFooterQuery(useApiContext()));
  return useMemo(() => contentFooter(data, resolve), [data, resolve]);
}
