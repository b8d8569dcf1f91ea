import { sitePagePath, type LanguageSwitchUrlGenerator } from '@carweb/platform-routing';
import type { BrandConfig, Locale } from '@carweb/shared-util-brand';

// The magazine's URL state and paths: what its routes' handles need (the page cache key, the language switch), kept
// apart from the list rules and the page's code, which would otherwise be bundled with the route table.

/** `?page=N` renders N pages on the server; beyond this a URL is not a page a visitor reached by "more". */
export const MAGAZINE_MAX_PAGE = 20;

export interface MagazineSearch {
  category: string | null;
  /** how many pages the URL asks for (1 to 20) */
  page: number;
}

/** `?page=`: a positive integer up to 20, anything else is the first page. */
export function magazinePageOf(value: string | null): number {
  if (!value || !/^[1-9]\d{0,2}$/.test(value)) return 1;
  const page = Number(value);
  return page <= MAGAZINE_MAX_PAGE ? page : 1;
}

/** The magazine's URL state: `?category=<id>&page=<n>`; other parameters do not change the page. */
export function parseMagazineSearch(params: URLSearchParams): MagazineSearch {
  const category = params.get('category')?.trim().slice(0, 100) || null;
  return { category, page: magazinePageOf(params.get('page')) };
}

/** The search of a magazine URL, defaults dropped ('' for all articles' first page): links and the page cache key. */
export function magazineSearch({ category, page }: MagazineSearch): string {
  const params = new URLSearchParams();
  if (category) params.set('category', category);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** PageHandle.cacheSearch of the magazine: the same page for the same category and page count (decision 0023). */
export const magazineCacheSearch = (params: URLSearchParams) => magazineSearch(parseMagazineSearch(params));

const FIRST_PAGE: MagazineSearch = { category: null, page: 1 };

/** The magazine in `locale`: /de/magazin, with a category and page count: /de/magazin?category=advice&page=2. */
export const magazinePath = (brand: BrandConfig, locale: Locale, search: MagazineSearch = FIRST_PAGE) =>
  `${sitePagePath(brand, locale, 'magazine')}${magazineSearch(search)}`;

/**
 * An article in a language it was not written in (the content names no path there, e.g. sl) switches to the
 * magazine of that language instead of a missing page; otherwise the generic rule with the article's slugs applies.
 */
export const articleLanguageSwitch: LanguageSwitchUrlGenerator = ({ brand, targetLocale, localizedSlugs }) =>
  localizedSlugs?.[targetLocale] ? undefined : magazinePath(brand, targetLocale);
