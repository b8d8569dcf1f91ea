import { sitePagePath } from '@carweb/platform-routing';
import type { BrandConfig, Locale } from '@carweb/shared-util-brand';

/** A brand's page in the brand world: /{lang}/markenseiten/{brandSlug} (fr pages-de-marques, it pagine-dei-marchi). */
export const brandPagePath = (brand: BrandConfig, locale: Locale, brandSlug: string) =>
  `${sitePagePath(brand, locale, 'brandPages')}/${encodeURIComponent(brandSlug)}`;
