import { dealerPagePath, sitePagePath, type DealerBase, type RouteKey } from '@carweb/platform-routing';
import type { BrandConfig, Locale } from '@carweb/shared-util-brand';

/**
 * Where a model page lives (decision 0034): the brand's site below the language, or below a dealer. The same page
 * code serves both; the level decides its links (a lead needs a dealer: the site level goes through "find a dealer").
 */
export type ModelLevel = { kind: 'site'; brand: BrandConfig; locale: Locale } | { kind: 'dealer'; dealer: DealerBase };

export const brandOfLevel = (level: ModelLevel): BrandConfig => (level.kind === 'dealer' ? level.dealer.brand : level.brand);
export const localeOfLevel = (level: ModelLevel): Locale => (level.kind === 'dealer' ? level.dealer.locale : level.locale);

/** A page of the level: `/{lang}/{segment}/…` on the site, `{base}/{segment}/…` below a dealer. */
export function levelPath(level: ModelLevel, key: RouteKey, ...rest: string[]): string {
  if (level.kind === 'dealer') return dealerPagePath(level.dealer, key, ...rest);
  return [sitePagePath(level.brand, level.locale, key), ...rest].join('/');
}

/** The model's page: /{lang}/modelle/{slug} or {base}/modelle/{slug}. */
export const modelPagePath = (level: ModelLevel, slug: string) => levelPath(level, 'models', encodeURIComponent(slug));

/** A dealer of the brand world on the same site: its language prefix is kept, a one-language dealer redirects (SPEC §2). */
export const dealerOfLevel = (level: ModelLevel, dealerSlug: string): DealerBase => ({
  brand: brandOfLevel(level),
  locale: localeOfLevel(level),
  dealerSlug,
  includeLocale: true,
});

/**
 * A model's mipsId (model service `model/{mipsId}`, e.g. KI00106): capital letters then digits. Slugs are lower
 * case (`kia-sportage`, `ev6`), so a path parameter of this shape names a model by its mipsId.
 */
export const isMipsId = (param: string) => /^[A-Z]{2,}\d+$/.test(param);

/** The level of a page's loader: below a dealer when the route tree hands it one, else the site. */
export const levelOfArgs = (args: { dealer?: DealerBase; env: { brand: BrandConfig }; locale: Locale }): ModelLevel =>
  args.dealer ? { kind: 'dealer', dealer: args.dealer } : { kind: 'site', brand: args.env.brand, locale: args.locale };

/** A model's brand as people write it: the site's own name for its brand's models, else the model service's brand id. */
export const modelBrandName = (modelBrand: string, brand: BrandConfig) =>
  modelBrand === brand.id ? brand.displayName : modelBrand.charAt(0).toUpperCase() + modelBrand.slice(1);
