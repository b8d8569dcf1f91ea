import type { BrandTracking, Locale } from '@carweb/shared-util-brand';

/** Third-party scripts of a brand: its BrandConfig `tracking` (none configured loads none of them). */
export type BrandTrackingConfig = BrandTracking;

/**
 * SPEC §4: without messenger data of its own a dealer gets the per-language default chat
 * (de, fr, it) with the shared WhatsApp number. Placeholder values until the real ones are known.
 */
export const DEFAULT_CHAT = {
  whatsappNumber: '+41 58 000 00 00',
  messengerpeopleId: { de: 'carweb-ch-de', fr: 'carweb-ch-fr', it: 'carweb-ch-it' } as Partial<Record<Locale, string>>,
};
