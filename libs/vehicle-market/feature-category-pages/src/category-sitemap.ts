import type { CategoryPage } from '@carweb/api-contracts';
import { getCategoryPage, marketApi } from '@carweb/api-core';
import { isAbsence, type ApiContext } from '@carweb/api-http';
import { localizedUrls, type SiteSitemapSource, type SitemapUrl } from '@carweb/platform-seo';
import type { BrandConfig, Locale } from '@carweb/shared-util-brand';
import { categoryPagePath } from './category-filter';

/** A category the core API does not have (absence) is left out; an outage fails the source (the sitemap leaves it out). */
const unlessAbsent = (error: unknown) => {
  if (isAbsence(error)) return null;
  throw error;
};

/**
 * The category pages of `slugs` in every brand language, with hreflang alternates; a page's slug in each language is its
 * `slugLocalizations` (its own slug where a language has none). The core API has no list of category pages (SPEC §7
 * has only `category-pages/{slug}`), so the caller names them, e.g. the category links of the content's navigation
 * and footer; a slug of any language will do, and two slugs of one page list it once.
 */
export async function categoryPageSitemapUrls(
  brand: BrandConfig,
  origin: string,
  api: (locale: Locale) => ApiContext,
  slugs: readonly string[],
): Promise<SitemapUrl[]> {
  if (!brand.features.vehicleMarket) return [];
  const ctx = marketApi(api(brand.defaultLocale));
  const pages = await Promise.all([...new Set(slugs)].map((slug) => getCategoryPage(ctx, slug).catch(unlessAbsent)));
  const unique = new Map<string, CategoryPage>();
  for (const page of pages) if (page && !unique.has(page.slug)) unique.set(page.slug, page);
  return [...unique.values()].flatMap((page) =>
    localizedUrls(brand.locales, brand.defaultLocale, (locale) => {
      return `${origin}${categoryPagePath(brand, locale, page.slugLocalizations[locale] || page.slug)}`;
    }),
  );
}

/** A site source of the brand sitemap (libs/site SITE_SITEMAP_SOURCES) for the category pages `slugsOf` names. */
export const categoryPagesSitemapSource = (
  slugsOf: (brand: BrandConfig, api: (locale: Locale) => ApiContext) => Promise<readonly string[]> | readonly string[],
): SiteSitemapSource => ({
  site: async (brand, origin, api) => categoryPageSitemapUrls(brand, origin, api, await slugsOf(brand, api)),
});
