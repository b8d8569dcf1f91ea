import type { BrandConfig, Locale } from '@carweb/shared-util-brand';
import { routeSegment, type RouteKey } from './route-segments';

export interface DealerBase {
  brand: BrandConfig;
  locale: Locale;
  dealerSlug: string;
  /** the language prefix is there only when the dealer has more than one locale */
  includeLocale: boolean;
}

/** [lang]/[partner-web prefix]/{slug}; standalone mode: {slug}/[lang] (SPEC §2). */
export function dealerBasePath({ brand, locale, dealerSlug, includeLocale }: DealerBase): string {
  const prefix = brand.partnerWebPrefix[locale] ?? '';
  const parts = brand.standalone
    ? [dealerSlug, includeLocale ? locale : '']
    : [includeLocale ? locale : '', prefix, dealerSlug];
  return `/${parts.filter(Boolean).join('/')}`;
}

/** URL of a dealer page: base path + localized segment + extra path parts. */
export function dealerPagePath(base: DealerBase, key?: RouteKey, ...rest: (string | number)[]): string {
  const segment = key ? routeSegment(key, base.locale, base.brand.routeSegments) : '';
  if (key && segment === undefined) throw new Error(`Route ${key} has no segment in ${base.locale}`);
  return [dealerBasePath(base), segment, ...rest.map(String)].filter(Boolean).join('/');
}

/** A site-level page that is not below a dealer, e.g. /de/haendlersuche. */
export function sitePagePath(brand: BrandConfig, locale: Locale, key: RouteKey): string {
  const segment = routeSegment(key, locale, brand.routeSegments);
  if (segment === undefined) throw new Error(`Route ${key} has no segment in ${locale}`);
  return `/${locale}/${segment}`;
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
