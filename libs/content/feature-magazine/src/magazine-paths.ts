import type { MagazineArticle } from '@carweb/api-contracts';
import { contentItemLink, contentPathOf } from '@carweb/content-data-access';
import { sitePagePath, type LanguageSwitchUrlGenerator } from '@carweb/platform-routing';
import type { BrandConfig, Locale } from '@carweb/shared-util-brand';
import { magazineSearch, type MagazineSearch } from './magazine-list';

const FIRST_PAGE: MagazineSearch = { category: null, page: 1 };

/** The magazine in `locale`: /de/magazin, with a category and page count: /de/magazin?category=advice&page=2. */
export const magazinePath = (brand: BrandConfig, locale: Locale, search: MagazineSearch = FIRST_PAGE) =>
  `${sitePagePath(brand, locale, 'magazine')}${magazineSearch(search)}`;

/** An article's page in `locale` from its localized URL path (SPEC §4 rule); undefined when it has none there. */
export const articleHref = (article: Pick<MagazineArticle, 'localizedUrlPath'>, locale: Locale) => contentItemLink(article, locale)?.href;

/** The content path an article page's URL asks for: '/fr/magazine/autonomie-en-hiver/' → '/magazine/autonomie-en-hiver'. */
export function articlePathOf(pathname: string, locale: Locale): string {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // a malformed escape is a path no article has
  }
  return contentPathOf(decoded, locale).replace(/(.)\/+$/, '$1');
}

/**
 * An article in a language it was not written in (the content names no path there, e.g. sl) switches to the
 * magazine of that language instead of a missing page; otherwise the generic rule with the article's slugs applies.
 */
export const articleLanguageSwitch: LanguageSwitchUrlGenerator = ({ brand, targetLocale, localizedSlugs }) =>
  localizedSlugs?.[targetLocale] ? undefined : magazinePath(brand, targetLocale);
