import type { Dealer } from '@carweb/api-contracts';
import type { ApiContext } from '@carweb/api-http';
import { getConfiguratorModels } from '@carweb/api-model';
import { dealerPagePath, sitePagePath } from '@carweb/platform-routing';
import { dealerSitemapUrls, localizedUrls, type SitemapUrl } from '@carweb/platform-seo';
import type { BrandConfig, Locale } from '@carweb/shared-util-brand';

const configuratorPath = (listPath: string, slug: string) => `${listPath}/${encodeURIComponent(slug)}`;

/**
 * The site's configurator list and each configurable model's default configuration — the indexable URL; any other
 * configuration is `noindex` — in every brand language with hreflang alternates (slugs are the same in every language).
 */
export async function configuratorSiteSitemapUrls(
  brand: BrandConfig,
  origin: string,
  api: (locale: Locale) => ApiContext,
): Promise<SitemapUrl[]> {
  if (!brand.features.modelRange) return [];
  const { models } = await getConfiguratorModels(api(brand.defaultLocale), brand.wholesaler);
  const at = (pathOf: (listPath: string) => string) =>
    localizedUrls(brand.locales, brand.defaultLocale, (locale) => `${origin}${pathOf(sitePagePath(brand, locale, 'configurator'))}`);
  return [...at((list) => list), ...models.flatMap((model) => at((list) => configuratorPath(list, model.slug)))];
}

/**
 * The dealer's configurator pages (a DealerSitemapSource): each configurable model's default configuration in every
 * language of the dealer, where the route exists (model range on, not a service dealer).
 */
export async function configuratorSitemapUrls(
  brand: BrandConfig,
  origin: string,
  dealer: Dealer,
  api: (locale: Locale) => ApiContext,
): Promise<SitemapUrl[]> {
  if (!brand.features.modelRange || dealer.type === 'service') return [];
  const { models } = await getConfiguratorModels(api(dealer.defaultLocale), brand.wholesaler);
  return models.flatMap((model) =>
    dealerSitemapUrls(brand, origin, dealer, (base) => configuratorPath(dealerPagePath(base, 'configurator'), model.slug)),
  );
}

/** The site's configurator pages as a site source of the brand sitemap (a SiteSitemapSource of libs/site SITE_SITEMAP_SOURCES). */
export const configuratorSiteSitemapSource = { site: configuratorSiteSitemapUrls };
