import type { BrandConfig, Locale } from '@carweb/shared-util-brand';
import { routeSegment, type RouteKey } from './route-segments';

export interface DealerBase {
  brand: BrandConfig;
  locale: Locale;
  dealerSlug: string;
  /** the language prefix is there only when the dealer has more than one locale */
  includeLocale: boolean;
}

const join = (parts: (string | number | undefined)[]) => `/${parts.filter((p) => p !== undefined && p !== '').join('/')}`;

/** [lang]/[partner-web prefix]/{slug}; standalone mode: {slug}/[lang] (SPEC §2). */
export function dealerBasePath({ brand, locale, dealerSlug, includeLocale }: DealerBase): string {
  const lang = includeLocale ? locale : '';
  return brand.standalone ? join([dealerSlug, lang]) : join([lang, brand.partnerWebPrefix[locale], dealerSlug]);
}

/** URL of a dealer page: base path + localized segment + extra path parts. */
export function dealerPagePath(base: DealerBase, key?: RouteKey, ...rest: (string | number)[]): string {
  const segment = key ? routeSegment(key, base.locale, base.brand.routeSegments) : '';
  return [dealerBasePath(base), segment, ...rest.map(String)].filter(Boolean).join('/');
}

/** A site-level page that is not below a dealer, e.g. /de/haendlersuche. */
export function sitePagePath(brand: BrandConfig, locale: Locale, key: RouteKey): string {
  return join([locale, routeSegment(key, locale, brand.routeSegments)]);
}

/**
 * SPEC §2: the not-found route is the partner-web prefix + /404 (below the language when the
 * dealer has several). Checkout guards redirect here when a vehicle is missing or reserved.
 */
export function notFoundPath(brand: BrandConfig, locale: Locale, includeLocale = true): string {
  const prefix = brand.standalone ? '' : brand.partnerWebPrefix[locale];
  return join([includeLocale || !prefix ? locale : '', prefix, routeSegment('notFound', locale, brand.routeSegments)]);
}

/** The locale a URL is in: its first path segment when that is a brand locale, else the default. */
export function localeOfPath(brand: BrandConfig, pathname: string): Locale {
  const first = pathname.split('/')[1] as Locale;
  if (brand.locales.includes(first)) return first;
  if (!brand.standalone) {
    const byPrefix = brand.locales.find((l) => brand.partnerWebPrefix[l] && brand.partnerWebPrefix[l] === first);
    if (byPrefix) return byPrefix;
  }
  return brand.defaultLocale;
}
