import type { Params } from 'react-router-dom';
import { dealerBasePath, notFoundPath } from '../dealer-path';
import type { LanguageSwitchArgs } from '../route-handle';
import { localizeSubPath, routeSegment } from '../route-segments';

/**
 * Fills a page's sub-path (':slug', ':id/:step', '*') with the current params; the last
 * parameter takes the page's slug in the target language when the page knows it.
 */
export function fillSubPath(subPath: string | undefined, params: Params, localizedSlug?: string): string {
  if (!subPath) return '';
  const parts = subPath.split('/');
  const isParam = (part: string) => part.startsWith(':') || part === '*';
  const lastParam = parts.length - 1 - [...parts].reverse().findIndex(isParam);
  return parts
    .map((part, index) => {
      if (index === lastParam && localizedSlug) return localizedSlug;
      if (part === '*') return params['*'] ?? '';
      if (part.startsWith(':')) return params[part.slice(1).replace(/\?$/, '')] ?? '';
      return part;
    })
    .filter(Boolean)
    .join('/');
}

/**
 * SPEC §2 language switching: the URL of the current route and slug in another language.
 * A page's own languageSwitchUrlGenerator wins; otherwise the base path, localized segment and
 * sub-path are rebuilt for the target locale, keeping the query string.
 */
export function languageSwitchUrl(args: LanguageSwitchArgs): string {
  const custom = args.handle.languageSwitchUrlGenerator?.(args);
  if (custom !== undefined) return custom;
  const { brand, handle, params, targetLocale: locale, dealer } = args;
  const base =
    handle.area === 'dealer' && dealer ? dealerBasePath({ brand, locale, ...dealer }) : handle.area === 'site' ? `/${locale}` : '';
  if (handle.pageType === 'notFoundPage') return handle.area === 'dealer' && dealer ? base : notFoundPath(brand, locale);
  const segmentLocale = handle.area === 'root' ? brand.defaultLocale : locale;
  const segment = handle.routeKey ? routeSegment(handle.routeKey, segmentLocale, brand.routeSegments) : '';
  const sub = fillSubPath(localizeSubPath(handle.subPath, segmentLocale, brand.routeSegments), params, args.localizedSlugs?.[locale]);
  const path = [base, segment, sub].filter(Boolean).join('/');
  return `${path.startsWith('/') ? path : `/${path}`}${args.search}`;
}
