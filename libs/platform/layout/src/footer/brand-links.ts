import type { BrandConfig, BrandLinks, Locale } from '@carweb/shared-util-brand';

export type { BrandLinks };

/** The brand's footer links (corporate site, privacy policy, emissions test) in a language; others get the default locale's. */
export function brandLinks(brand: Pick<BrandConfig, 'links' | 'defaultLocale'>, locale: Locale): BrandLinks {
  // defineBrand guarantees links for the default locale
  return (brand.links[locale] ?? brand.links[brand.defaultLocale]) as BrandLinks;
}
