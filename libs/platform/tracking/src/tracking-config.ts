import type { BrandId, Locale } from '@carweb/shared-util-brand';

/** Third-party scripts of a brand; a brand without an entry loads none of them. */
export interface BrandTrackingConfig {
  /** tag manager container, loaded only after consent */
  tagManagerId?: string;
  /** consent manager loader script */
  consentScriptUrl?: string;
  /** call-tracking script; the dealer phone is replaced once it is ready */
  callTrackingScriptUrl?: string;
}

/**
 * Per-brand script configuration. Empty until the brands' real container ids and script
 * addresses are known; the adapters are complete and tested without them.
 */
export const BRAND_TRACKING: Partial<Record<BrandId, BrandTrackingConfig>> = {};

export function trackingConfigOf(brand: BrandId): BrandTrackingConfig {
  return BRAND_TRACKING[brand] ?? {};
}

/**
 * SPEC §4: without messenger data of its own a dealer gets the per-language default chat
 * (de, fr, it) with the shared WhatsApp number. Placeholder values until the real ones are known.
 */
export const DEFAULT_CHAT = {
  whatsappNumber: '+41 58 000 00 00',
  messengerpeopleId: { de: 'carweb-ch-de', fr: 'carweb-ch-fr', it: 'carweb-ch-it' } as Partial<Record<Locale, string>>,
};
