import { languageSwitchPathsFromContent } from '@carweb/shared-util-i18n';
import { LOCALES, type Locale } from '@carweb/shared-util-brand';

export interface ContentLink {
  href: string;
  /** leaves the site: a new window, named as such */
  external: boolean;
}

const hasLanguage = (path: string) => LOCALES.some((locale) => path === `/${locale}` || path.startsWith(`/${locale}/`));

/**
 * Where a content teaser leads (SPEC §3): its `teaserUrlOverride` when it has one (another site's address, or a path of
 * this site, given with or without language), else its own page at its localized URL path in the page's language
 * (SPEC §4 rule: empty → Default, a leading language prefix stripped). Undefined when it has neither.
 */
export function contentItemLink(
  item: { localizedUrlPath: Record<string, string | null | undefined>; teaserUrlOverride?: string | null },
  locale: Locale,
): ContentLink | undefined {
  const override = item.teaserUrlOverride?.trim();
  if (override && /^https?:\/\/[^/]/i.test(override)) return { href: override, external: true };
  if (override?.startsWith('/') && !override.startsWith('//')) {
    return { href: hasLanguage(override) ? override : `/${locale}${override}`, external: false };
  }
  const path = languageSwitchPathsFromContent(item.localizedUrlPath)[locale];
  return path ? { href: `/${locale}${path.startsWith('/') ? path : `/${path}`}`, external: false } : undefined;
}
