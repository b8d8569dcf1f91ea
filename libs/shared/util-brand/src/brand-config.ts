import { z } from 'zod';
import { BRAND_FORMS } from './brand-forms';
import { BRAND_IDS } from './brands';
import { LOCALES } from './locales';

export const localeSchema = z.enum(LOCALES);
export type Locale = z.infer<typeof localeSchema>;

export const brandIdSchema = z.enum(BRAND_IDS);

export const platformSchema = z.enum(['partnerweb', 'corporate']);
export type Platform = z.infer<typeof platformSchema>;

/** Theme tokens become CSS custom properties (`--color-primary`, …); UI components read only these. */
export const themeTokensSchema = z.object({
  colorPrimary: z.string(),
  colorPrimaryContrast: z.string(),
  colorAccent: z.string(),
  colorText: z.string(),
  colorTextMuted: z.string(),
  colorBackground: z.string(),
  colorSurface: z.string(),
  colorBorder: z.string(),
  fontFamily: z.string(),
  radius: z.string(),
});
export type ThemeTokens = z.infer<typeof themeTokensSchema>;

export const featureFlagsSchema = z.object({
  vehicleMarket: z.boolean(),
  tradeIn: z.boolean(),
  modelRange: z.boolean(),
  stickyChat: z.boolean(),
  callTracking: z.boolean(),
  /** the brand world (multi-make dealer group): brands and each brand's page, decision 0034 */
  brandWorld: z.boolean().default(false),
});
export type FeatureFlags = z.infer<typeof featureFlagsSchema>;

/**
 * SPEC §2: menu entries can be added for vehicle market, approved vehicles, subscription vehicles and trade-in; the
 * site's own pages (not below a dealer) add the model list, the configurator list and the brand world (decision 0034).
 */
export const menuEntrySchema = z.object({
  key: z.enum(['vehicleMarket', 'approved', 'subscription', 'tradeIn', 'models', 'configurator', 'brandWorld']),
  /** route key of the routing library's segment table */
  route: z.string(),
});

/** The main-menu entries of a brand, in the order the navigation shows them; each at most once. */
export const mainMenuSchema = z
  .array(menuEntrySchema)
  .refine((entries) => new Set(entries.map((entry) => entry.key)).size === entries.length, { message: 'a menu entry appears twice' });

const localizedStringSchema = z.partialRecord(localeSchema, z.string());

/** The dealer service's dealer types (SPEC §7 dealer `type`), as brand rules name them. */
export const DEALER_TYPES = ['sales', 'sales_service', 'service'] as const;

/** SPEC §2: the brand's trade-in rule; its main-menu entry decides whether trade-in is offered at all. */
export const tradeInRuleSchema = z.object({
  /** dealer types whose main navigation hides trade-in */
  hiddenForDealerTypes: z.array(z.enum(DEALER_TYPES)),
});

/**
 * Third-party scripts of a brand (platform-tracking, decision 0041); a brand without them loads none. The brand config
 * names the brand's facts (its container, its checkout variant); where the scripts load from is the environment's
 * (`integrationsFromEnv` of platform-ssr fills the URLs at server start; the document hands them to the browser).
 */
export const brandTrackingSchema = z.object({
  /** tag manager container, loaded only after consent */
  tagManagerId: z.string().optional(),
  /** environment: the container script (default Google's `gtm.js`; the sandbox's on the embedded default) */
  tagManagerScriptUrl: z.url().optional(),
  /** environment: the origins the tag manager sends its hits to (CSP connect-src) */
  tagManagerConnectOrigins: z.array(z.url()).optional(),
  /** environment: the network's own consent manager; absent, the site's embedded one asks (where there is anything to ask for) */
  consentScriptUrl: z.url().optional(),
  /** environment: the call-tracking script (with feature `callTracking`); the dealer phone is replaced once it is ready */
  callTrackingScriptUrl: z.url().optional(),
  /** environment: the share of page views that send real-user metrics (web-vitals) to the brand server, 0 to 1 */
  rumSampleRate: z.number().min(0).max(1).optional(),
  /** SPEC §9 "Kia variant": the two-step checkouts (test drive, appointment) report the confirmation as form step 5 */
  checkoutVariant: z.enum(['kia']).optional(),
});
export type BrandTracking = z.infer<typeof brandTrackingSchema>;

/** The brand-specific forms the brand's site offers as pages (`{brand}/{action}`), each at most once. */
export const brandFormsSchema = z
  .array(z.enum(BRAND_FORMS))
  .refine((forms) => new Set(forms).size === forms.length, { message: 'a brand form appears twice' });

/**
 * SPEC §4: the sticky chat of a dealer without messenger data of its own: the brand's shared WhatsApp number and its
 * messenger account per language (de, fr, it; other languages use de's).
 */
export const brandChatSchema = z.object({
  whatsappNumber: z.string().regex(/^\+\d[\d ]{7,}$/, 'an international phone number'),
  messengerpeopleId: z.partialRecord(localeSchema, z.string().min(1)),
});
export type BrandChat = z.infer<typeof brandChatSchema>;

/** Brand-wide footer addresses: corporate site, privacy policy, emissions test (WLTP) information. */
export const brandLinksSchema = z.object({ corporate: z.url(), privacy: z.url(), emissionsTest: z.url() });
export type BrandLinks = z.infer<typeof brandLinksSchema>;

/** A colour of a logo shape: a hex colour, the text colour around it (`currentColor`) or none. */
const logoColourSchema = z.string().regex(/^(#[0-9a-fA-F]{3,8}|currentColor|none)$/, 'a hex colour, currentColor or none');

/** One shape of a logo: SVG path data, filled and/or stroked. */
export const logoShapeSchema = z.object({
  d: z.string().regex(/^[MmLlHhVvCcSsQqTtAaZz0-9.,\s-]+$/, 'SVG path data'),
  fill: logoColourSchema.default('none'),
  stroke: logoColourSchema.optional(),
  strokeWidth: z.number().positive().optional(),
});

/**
 * The brand's mark, drawn by the project from SVG shapes (no trademark file); the site header shows it with the
 * display name as its accessible name.
 */
export const brandLogoSchema = z.object({
  /** `minX minY width height`; the header scales it to its height */
  viewBox: z.string().regex(/^-?\d+(\.\d+)?( -?\d+(\.\d+)?){3}$/, 'four numbers'),
  shapes: z.array(logoShapeSchema).min(1),
});
export type BrandLogo = z.infer<typeof brandLogoSchema>;

/** Sources of the dealer pages' main navigation and footer (`navigationSource`). */
export const navigationSourceSchema = z.enum(['dealer', 'multileaseContent']);
export type NavigationSource = z.infer<typeof navigationSourceSchema>;

export const brandConfigSchema = z
  .object({
    id: brandIdSchema,
    displayName: z.string(),
    wholesaler: z.string(),
    country: z.literal('ch'),
    platform: platformSchema,
    locales: z.array(localeSchema).min(1),
    defaultLocale: localeSchema,
    /** partner-web prefix per language, e.g. de → "haendler"; empty string means no prefix */
    partnerWebPrefix: localizedStringSchema,
    /** standalone mode: the dealer slug comes first, no partner-web prefix */
    standalone: z.boolean(),
    features: featureFlagsSchema,
    /** per-brand overrides of the localized route segments (route key → locale → segment) */
    routeSegments: z.record(z.string(), localizedStringSchema),
    mainMenu: mainMenuSchema,
    /** where `/` and a dealer that fails to load redirect to */
    rootRedirect: z.string().startsWith('/'),
    theme: themeTokensSchema,
    logo: brandLogoSchema,
    tradeIn: tradeInRuleSchema.default({ hiddenForDealerTypes: [] }),
    tracking: brandTrackingSchema.default({}),
    /** the default sticky chat (SPEC §4); required where feature `stickyChat` is on */
    chat: brandChatSchema.optional(),
    /** footer links per language; a language without its own uses the default locale's */
    links: z.partialRecord(localeSchema, brandLinksSchema),
    /** brand-specific forms (SPEC §7) offered as site pages; a brand's own contact form replaces the corporate contact */
    brandForms: brandFormsSchema.default([]),
    /**
     * Where the dealer pages' main navigation and footer come from: the SPEC §2 dealer rules (absent or 'dealer'),
     * or the content service's multilease navigation and footer queries (SPEC §7) — the standard ones stand in
     * when that content fails or is empty.
     */
    navigationSource: navigationSourceSchema.optional(),
    /**
     * SPEC §7 "optionally filter by brand": campaigns and news of the content service are shown only when their `brand`
     * is this brand's id (a brand whose content space also holds other makes' items asks for it); default: all items.
     */
    contentBrandFilter: z.boolean().default(false),
  })
  .refine((c) => c.locales.includes(c.defaultLocale), {
    message: 'defaultLocale must be one of locales',
    path: ['defaultLocale'],
  })
  .refine((c) => c.links[c.defaultLocale] !== undefined, { message: 'links must cover the default locale', path: ['links'] })
  .refine((c) => !c.features.stickyChat || c.chat !== undefined, {
    message: 'a brand with the sticky chat names its default chat',
    path: ['chat'],
  });

export type BrandConfig = z.infer<typeof brandConfigSchema>;

/** Validates a brand config at start-up: a broken config fails loudly, never at request time. */
export function defineBrand(config: z.input<typeof brandConfigSchema>): BrandConfig {
  return brandConfigSchema.parse(config);
}
