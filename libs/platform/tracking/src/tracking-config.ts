import type { BrandConfig, BrandTracking, Locale } from '@carweb/shared-util-brand';

/** Third-party scripts of a brand: its BrandConfig `tracking` (none configured loads none of them). */
export type BrandTrackingConfig = BrandTracking;

/** Whether the brand runs anything that needs the visitor's consent (the tag manager, call tracking). */
export const needsConsent = (config: BrandTrackingConfig) => Boolean(config.tagManagerId || config.callTrackingScriptUrl);

/** The brand's privacy policy in the page's language, linked from the consent manager's preferences. */
export const privacyUrlOf = (brand: Pick<BrandConfig, 'links' | 'defaultLocale'>, locale: Locale): string | undefined =>
  (brand.links[locale] ?? brand.links[brand.defaultLocale])?.privacy;
