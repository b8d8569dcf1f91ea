import { ROUTE_KEYS, routeSegment, segmentAliases, type RouteKey } from '@carweb/platform-routing';
import type { PageBuilderLink } from '@carweb/shared-ui';
import { LOCALES, type BrandConfig, type Locale } from '@carweb/shared-util-brand';
import type { ServesPath } from '@carweb/platform-layout';

type Segments = Pick<BrandConfig, 'routeSegments'>;

const decode = (part: string) => {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
};

/** The route keys a segment spells in any language (brand overrides and aliases included): 'aktionen' → promotions, campaigns. */
const routeKeysOf = (segment: string, brand: Segments): RouteKey[] =>
  ROUTE_KEYS.filter((key) =>
    LOCALES.some(
      (locale) =>
        routeSegment(key, locale, brand.routeSegments) === segment || segmentAliases(key, locale, brand.routeSegments).includes(segment),
    ),
  );

/**
 * A Button block's link on a content page of the site (no dealer): http(s) leaves the site, an anchor stays on the
 * page, a path of the site is written in the content's words (`/dealer-search`, `/de/auto-finden?…`): its first
 * segment becomes the page language's word for that page and the link is kept only when the site serves the result.
 * Anything else (javascript:, data:, a page the site does not have) is no link: the button is left out.
 */
export function resolveSiteContentLink(link: string, brand: Segments, locale: Locale, serves: ServesPath): PageBuilderLink | undefined {
  const value = link.trim();
  if (/^https?:\/\/[^/]/i.test(value)) return { href: value, external: true };
  if (value.startsWith('#') && value.length > 1) return { href: value, external: false };
  if (!value.startsWith('/') || value.startsWith('//')) return undefined;
  const cut = value.search(/[?#]/);
  const suffix = cut < 0 ? '' : value.slice(cut);
  let parts = (cut < 0 ? value : value.slice(0, cut)).split('/').filter(Boolean).map(decode);
  if ((LOCALES as readonly string[]).includes(parts[0] ?? '')) parts = parts.slice(1);
  const [first, ...rest] = parts;
  const words = first ? [...routeKeysOf(first, brand).map((key) => routeSegment(key, locale, brand.routeSegments)), first] : [];
  const candidates = first ? words.map((word) => `/${[locale, word, ...rest].join('/')}`) : [`/${locale}`];
  const href = candidates.find((path) => serves(path));
  return href ? { href: `${encodeURI(href)}${suffix}`, external: false } : undefined;
}
