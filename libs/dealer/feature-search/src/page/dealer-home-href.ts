import type { Dealer } from '@carweb/api-contracts';
import { dealerBasePath } from '@carweb/platform-routing';
import type { BrandConfig, Locale } from '@carweb/shared-util-brand';

/**
 * The dealer home in the page's language when the dealer has it, else in the dealer's default language;
 * a dealer with one language has no language prefix (SPEC §2), so the link needs no redirect.
 */
export function dealerHomeHref(brand: BrandConfig, locale: Locale, dealer: Pick<Dealer, 'slug' | 'locales' | 'defaultLocale'>): string {
  const dealerLocale = dealer.locales.includes(locale) ? locale : dealer.defaultLocale;
  return dealerBasePath({ brand, locale: dealerLocale, dealerSlug: dealer.slug, includeLocale: dealer.locales.length > 1 });
}
