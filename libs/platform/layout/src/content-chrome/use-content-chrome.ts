import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useApiContext } from '@carweb/api-http';
import { useBrand, useOptionalDealerBase } from '@carweb/platform-routing';
import { languageOf } from '@carweb/shared-util-i18n';
import { contentFooter } from '../footer/content-footer';
import { resolveChromeLink, useServesPath, type ChromeLevel } from '../links/content-chrome-links';
import { contentNavigation, type ResolveLink } from '../navigation/content-navigation';
import { contentChromeQueries } from './content-chrome-queries';

/** Below a dealer route the content's links lead to the dealer's pages first; on a site page to the site's. */
function useResolveChromeLink(): ResolveLink {
  const dealerBase = useOptionalDealerBase();
  const brand = useBrand();
  const locale = languageOf(useIntl().locale);
  const serves = useServesPath();
  const level: ChromeLevel = useMemo(() => dealerBase ?? { brand, locale }, [dealerBase, brand, locale]);
  return useMemo(() => (url: string) => resolveChromeLink(url, level, serves), [level, serves]);
}

function useContentChromeQueries() {
  return contentChromeQueries(useApiContext(), useBrand());
}

/**
 * The content service's navigation of the brand, prefetched by the layout's loader. While it loads in the
 * browser (it failed on the server), when it failed or is empty: undefined — the standard navigation shows.
 */
export function useContentNavigation() {
  const resolve = useResolveChromeLink();
  const { data } = useQuery(useContentChromeQueries().navigation);
  return useMemo(() => contentNavigation(data, resolve), [data, resolve]);
}

/** The content service's footer of the brand, like the navigation: undefined while loading, on failure or when empty. */
export function useContentFooter() {
  const resolve = useResolveChromeLink();
  const { data } = useQuery(useContentChromeQueries().footer);
  return useMemo(() => contentFooter(data, resolve), [data, resolve]);
}
