import { getBrands, getModelPage, getModelRange } from '@carweb/api-model';
import { isAbsence, type ApiContext } from '@carweb/api-http';
import { sitePagePath } from '@carweb/platform-routing';
import { localizedUrls, type SiteSitemapSource, type SitemapUrl } from '@carweb/platform-seo';
import type { BrandConfig, Locale } from '@carweb/shared-util-brand';
import { brandPagePath } from './brand-world/brand-world-paths';
import { modelPagePath } from './model-level';

/** A model that has no model page (absence) is left out; an outage fails the source (the sitemap leaves it out). */
const unlessAbsent = (error: unknown) => {
  if (isAbsence(error)) return null;
  throw error;
};

/**
 * The site's model list and every model page in every brand language, with hreflang alternates; a model page's slug
 * in each language is its model page's `slugLocalizations` (the model's slug where a language has none).
 */
export async function modelSitemapUrls(brand: BrandConfig, origin: string, api: (locale: Locale) => ApiContext): Promise<SitemapUrl[]> {
  if (!brand.features.modelRange) return [];
  const ctx = api(brand.defaultLocale);
  const range = await getModelRange(ctx);
  const list = localizedUrls(brand.locales, brand.defaultLocale, (locale) => `${origin}${sitePagePath(brand, locale, 'models')}`);
  const pages = await Promise.all(range.models.map((model) => getModelPage(ctx, model.slug).catch(unlessAbsent)));
  const models = pages.flatMap((page) => {
    if (!page) return [];
    const slugOf = (locale: Locale) => page.slugLocalizations[locale] || page.model.slug;
    return localizedUrls(brand.locales, brand.defaultLocale, (locale) => {
      const path = modelPagePath({ kind: 'site', brand, locale }, slugOf(locale));
      return `${origin}${path}`;
    });
  });
  return [...list, ...models];
}

/** The brand world's brands page and each brand's page, in every brand language (brand pages keep their slug). */
export async function brandWorldSitemapUrls(
  brand: BrandConfig,
  origin: string,
  api: (locale: Locale) => ApiContext,
): Promise<SitemapUrl[]> {
  if (!brand.features.brandWorld) return [];
  const { brands } = await getBrands(api(brand.defaultLocale));
  const at = (hrefOf: (locale: Locale) => string) =>
    localizedUrls(brand.locales, brand.defaultLocale, (locale) => `${origin}${hrefOf(locale)}`);
  return [
    ...at((locale) => sitePagePath(brand, locale, 'brandPages')),
    ...brands.flatMap((entry) => at((locale) => brandPagePath(brand, locale, entry.slug))),
  ];
}

/** Both as site sources of the brand sitemap (libs/site SITE_SITEMAP_SOURCES). */
export const modelSitemapSource: SiteSitemapSource = { site: modelSitemapUrls };
export const brandWorldSitemapSource: SiteSitemapSource = { site: brandWorldSitemapUrls };
